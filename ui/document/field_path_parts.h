// What an index path (the file's form of a field's address, model/scenario/field_paths.h)
// says about where its field is: the option, the source, the uncertain input and its member.
// Read once here, by hand, so that no part of the UI takes a path apart with a pattern.
#pragma once

#include <QString>
#include <optional>

namespace gputco::ui {

struct FieldPathParts {
    // "options[o]" and, right after it, ".sources[s]".
    std::optional<std::size_t> option;
    std::optional<std::size_t> source;
    qsizetype optionPrefixLength = 0;  // of "options[o]", when there is one
    // "uncertainty.inputs[k].member", member a single word (low, mode, high, path...).
    std::optional<std::size_t> uncertainInput;
    QString uncertainMember;
};

FieldPathParts fieldPathParts(const QString& path);

}  // namespace gputco::ui
