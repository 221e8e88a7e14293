#include "model/io/library/currency_codes.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace gputco::io::library {

namespace {

// ISO 4217 list one, active codes (without the test code XTS and "no currency" XXX), sorted
// for the binary search (checked at compile time). Written out here rather than taken from
// QLocale, whose list depends on the ICU or CLDR data on the machine.
constexpr std::array<std::string_view, 177> kActiveCodes = {
    "AED", "AFN", "ALL", "AMD", "ANG", "AOA", "ARS", "AUD", "AWG", "AZN", "BAM", "BBD", "BDT", "BGN", "BHD",
    "BIF", "BMD", "BND", "BOB", "BOV", "BRL", "BSD", "BTN", "BWP", "BYN", "BZD", "CAD", "CDF", "CHE", "CHF",
    "CHW", "CLF", "CLP", "CNY", "COP", "COU", "CRC", "CUP", "CVE", "CZK", "DJF", "DKK", "DOP", "DZD", "EGP",
    "ERN", "ETB", "EUR", "FJD", "FKP", "GBP", "GEL", "GHS", "GIP", "GMD", "GNF", "GTQ", "GYD", "HKD", "HNL",
    "HTG", "HUF", "IDR", "ILS", "INR", "IQD", "IRR", "ISK", "JMD", "JOD", "JPY", "KES", "KGS", "KHR", "KMF",
    "KPW", "KRW", "KWD", "KYD", "KZT", "LAK", "LBP", "LKR", "LRD", "LSL", "LYD", "MAD", "MDL", "MGA", "MKD",
    "MMK", "MNT", "MOP", "MRU", "MUR", "MVR", "MWK", "MXN", "MXV", "MYR", "MZN", "NAD", "NGN", "NIO", "NOK",
    "NPR", "NZD", "OMR", "PAB", "PEN", "PGK", "PHP", "PKR", "PLN", "PYG", "QAR", "RON", "RSD", "RUB", "RWF",
    "SAR", "SBD", "SCR", "SDG", "SEK", "SGD", "SHP", "SLE", "SOS", "SRD", "SSP", "STN", "SVC", "SYP", "SZL",
    "THB", "TJS", "TMT", "TND", "TOP", "TRY", "TTD", "TWD", "TZS", "UAH", "UGX", "USD", "USN", "UYI", "UYU",
    "UYW", "UZS", "VED", "VES", "VND", "VUV", "WST", "XAF", "XAG", "XAU", "XBA", "XBB", "XBC", "XBD", "XCD",
    "XCG", "XDR", "XOF", "XPD", "XPF", "XPT", "XSU", "XUA", "YER", "ZAR", "ZMW", "ZWG",
};

static_assert(std::is_sorted(kActiveCodes.begin(), kActiveCodes.end()));

}  // namespace

bool isActiveCurrencyCode(QStringView code) {
    if (code.size() != 3) return false;
    char ascii[3];
    for (int i = 0; i < 3; ++i) {
        const char16_t c = code[i].unicode();
        if (c < u'A' || c > u'Z') return false;
        ascii[i] = static_cast<char>(c);
    }
    return std::binary_search(kActiveCodes.begin(), kActiveCodes.end(), std::string_view(ascii, 3));
}

}  // namespace gputco::io::library
