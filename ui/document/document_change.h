// What a change of the scenario did, and to which objects (after Tiled's ChangeEvent, which
// names the map objects a command changed): the views rebuild only what a change reshaped.
// Options and sources are named by their stable ids (scenario::Option::id, the sources' ids,
// option_edits.h: ensureIds), never by index, so that a change still names the right object
// after a move, and an undo names what its edit named.
#pragma once

#include <QString>
#include <string>
#include <vector>

#include "model/scenario/scenario.h"

namespace gputco::ui {

// One option or source a change touched.
struct ChangedObject {
    enum class What {
        OptionAdded,
        OptionRemoved,
        OptionMoved,  // its place among the options kept changed
        OptionRenamed,
        OptionFields,  // values of its own (cloud extras, staff): no editor added or removed
        SourceAdded,
        SourceRemoved,
        SourceMoved,     // its place among the option's sources kept changed
        SourceReshaped,  // its kind, financing kind or GPU changed: its fields are others
        SourceFields,    // values only
    };
    What what;
    std::string option;  // the option's id
    std::string source;  // the source's id; empty for the option's own changes

    bool operator==(const ChangedObject&) const = default;
};

// What a change did. Field: values only, no editor comes or goes (`objects` names the options
// and sources whose values changed; `path` is the field typed in, empty when several changed, as
// a catalog pick does). Objects: options or sources were added, removed, moved or reshaped, and
// `objects` says which; the rest of the scenario kept its shape. Structure: something
// scenario-wide changed shape (the currency in every money label, the tariffs, GPU models,
// uncertain inputs, jobs, the weekly profile's preset), or the change could not be told
// precisely (an option or source without an id, or an id twice): every view rebuilds. Reset: a
// new file.
struct DocumentChange {
    enum class Kind { Field, Objects, Structure, Reset };
    Kind kind = Kind::Reset;
    QString path;
    std::vector<ChangedObject> objects;

    bool reshapes() const { return kind != Kind::Field; }
    // Whether option `id`'s editors are others after the change: it was added, moved, or a
    // source of it was added, removed, moved or reshaped; every option's are after a Structure
    // or Reset change.
    bool reshapesOption(const std::string& id) const;
    // Whether the change names `what` of option `id`.
    bool names(ChangedObject::What what, const std::string& id) const;
    // Whether the change names `what` of source `source` of option `option`.
    bool names(ChangedObject::What what, const std::string& option, const std::string& source) const;
};

// The change that takes `before` to `after`; `path` is the field edited (the edit's merge key).
DocumentChange describeChange(const scenario::Scenario& before, const scenario::Scenario& after,
                              const QString& path);
// The change that undoes `change`: what was added is removed, and the other way round.
DocumentChange inverseChange(const DocumentChange& change);

}  // namespace gputco::ui
