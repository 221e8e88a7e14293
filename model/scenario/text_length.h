// Lengths of UTF-8 text in characters (Unicode code points), as the text limits count them
// (scenario.h: kMaxNameChars, kMaxNoteChars), and names cut to fit them.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace gputco::scenario {

// The number of code points of valid UTF-8 `text` (its bytes that do not continue one).
std::size_t charCount(std::string_view text);

// The first `count` code points of `text` (all of it when shorter), never half a character.
std::string firstChars(std::string_view text, std::size_t count);

// `text` itself when it has at most `count` code points, else its first `count` and "…": how a
// message quotes a text too long to print whole.
std::string shortened(std::string_view text, std::size_t count);

// `base` + `suffix`, `base` cut so that the whole is at most kMaxNameChars: a name the app
// makes from another ("X (copy)", "Optimised: X") stays within the limit.
std::string nameWith(std::string_view base, std::string_view suffix);

}  // namespace gputco::scenario
