#include "model/scenario/text_length.h"

#include <algorithm>

#include "model/scenario/scenario.h"

namespace gputco::scenario {

namespace {

bool continues(char byte) {
    return (static_cast<unsigned char>(byte) & 0xC0) == 0x80;
}

}  // namespace

std::size_t charCount(std::string_view text) {
    std::size_t count = 0;
    for (const char byte : text) count += !continues(byte);
    return count;
}

std::string firstChars(std::string_view text, std::size_t count) {
    std::size_t end = 0;
    for (std::size_t chars = 0; end < text.size(); ++end) {
        if (!continues(text[end]) && chars++ == count) break;
    }
    return std::string(text.substr(0, end));
}

std::string shortened(std::string_view text, std::size_t count) {
    std::string first = firstChars(text, count);
    if (first.size() < text.size()) first += "\u2026";
    return first;
}

std::string nameWith(std::string_view base, std::string_view suffix) {
    const std::size_t room = kMaxNameChars - std::min(charCount(suffix), kMaxNameChars);
    return firstChars(base, room) + std::string(suffix);
}

}  // namespace gputco::scenario
