#pragma once
// A tiny streaming JSON writer. The probe shares nothing with the rest of gputco but the
// document it prints, so it carries its own writer instead of pulling in Qt.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gputco::probe {

class JsonWriter {
public:
    void beginObject();
    void endObject();
    void beginArray();
    void endArray();

    // Inside an object every value is preceded by key(); inside an array it is not.
    JsonWriter& key(std::string_view name);

    void value(std::string_view text);
    void value(const char* text) { value(std::string_view(text)); }
    void value(bool flag);
    void value(double number);  // non-finite numbers are written as null
    void value(std::int64_t number);
    void value(std::uint64_t number);
    void value(int number) { value(static_cast<std::int64_t>(number)); }
    void null();

    template <typename T>
    void value(const std::optional<T>& maybe) {
        if (maybe)
            value(*maybe);
        else
            null();
    }

    // The finished document, with a trailing newline.
    std::string finish();

private:
    struct Level {
        bool isObject = false;
        bool empty = true;
    };
    void beforeValue();
    void open(char bracket, bool isObject);
    void close(char bracket);
    void newline();
    void writeString(std::string_view text);

    std::string out_;
    std::vector<Level> stack_;
    bool afterKey_ = false;
};

// Shortest text that reads back as the same double, limited to six significant digits:
// the probe's figures are not more precise than that.
std::string formatNumber(double number);

}  // namespace gputco::probe
