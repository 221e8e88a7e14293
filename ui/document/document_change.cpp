#include "ui/document/document_change.h"

#include <algorithm>
#include <set>
#include <unordered_map>

#include "model/scenario/option_edits.h"

namespace gputco::ui {

namespace sc = gputco::scenario;

namespace {

using What = ChangedObject::What;

// What every view builds from the scenario as a whole: the currency in every money label, the
// weekly profile's preset, the tariffs (a flat one has a catalog button) and GPU models, the
// uncertain inputs (the Risk page's rows) and the jobs (the Sizing page's cards).
bool sameScenarioWideShape(const sc::Scenario& a, const sc::Scenario& b) {
    if (a.currency != b.currency || a.demand.preset != b.demand.preset) return false;
    if (!std::equal(a.tariffs.begin(), a.tariffs.end(), b.tariffs.begin(), b.tariffs.end(),
                    [](const auto& x, const auto& y) {
                        return x.first == y.first && x.second.kind == y.second.kind;
                    }))
        return false;
    if (!std::equal(a.gpus.begin(), a.gpus.end(), b.gpus.begin(), b.gpus.end(),
                    [](const auto& x, const auto& y) { return x.first == y.first; }))
        return false;
    const auto inputs = [](const sc::Scenario& s) {
        return s.uncertainty ? static_cast<long>(s.uncertainty->inputs.size()) : -1L;
    };
    if (inputs(a) != inputs(b)) return false;
    const auto jobs = [](const sc::Scenario& s) {
        return s.demand.jobs ? std::make_pair(s.demand.jobs->training.size(), s.demand.jobs->inference.size())
                             : std::make_pair(std::size_t(0), std::size_t(0));
    };
    return jobs(a) == jobs(b) && a.demand.jobs.has_value() == b.demand.jobs.has_value();
}

// What decides a source's editors: its kind, an owned source's financing (a loan has a rate, a
// lease a term) and its GPU (whose MIG profiles are a choice of the source).
bool sameSourceShape(const sc::Source& a, const sc::Source& b) {
    if (a.index() != b.index()) return false;
    if (std::visit([](const auto& x) { return x.gpu; }, a) !=
        std::visit([](const auto& x) { return x.gpu; }, b))
        return false;
    const auto* x = std::get_if<sc::OwnedSource>(&a);
    const auto* y = std::get_if<sc::OwnedSource>(&b);
    return !x || x->financing.kind == y->financing.kind;
}

// Each item's index by id; false when an id is empty or there twice (then nothing can be told).
template <class T, class Id>
bool indexById(const std::vector<T>& items, Id id, std::unordered_map<std::string, std::size_t>* out) {
    out->reserve(items.size());
    for (std::size_t i = 0; i < items.size(); ++i) {
        const std::string& key = id(items[i]);
        if (key.empty() || !out->emplace(key, i).second) return false;
    }
    return true;
}

// Adds `removed`, `added` and `moved` of the items whose ids are in `before` and `after`; calls
// `kept(b, a)` with the indices of each item in both. False when ids cannot tell.
template <class T, class Id, class Kept, class Name>
bool compareLists(const std::vector<T>& before, const std::vector<T>& after, Id id, What removed, What added,
                  What moved, Name name, Kept kept) {
    std::unordered_map<std::string, std::size_t> at, was;
    if (!indexById(before, id, &was) || !indexById(after, id, &at)) return false;
    std::vector<std::size_t> order;  // the kept items' indices in `before`, in their order after
    for (std::size_t i = 0; i < before.size(); ++i)
        if (!at.count(id(before[i]))) name(removed, id(before[i]));
    for (std::size_t i = 0; i < after.size(); ++i) {
        const auto b = was.find(id(after[i]));
        if (b == was.end())
            name(added, id(after[i]));
        else
            order.push_back(b->second);
    }
    // A kept item moved when its place among the kept items changed.
    std::vector<std::size_t> sorted = order;
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t k = 0; k < order.size(); ++k)
        if (order[k] != sorted[k]) name(moved, id(before[order[k]]));
    for (std::size_t b : order) kept(b, at.at(id(before[b])));
    return true;
}

bool reshaping(What what) {
    return what == What::OptionAdded || what == What::OptionMoved || what == What::SourceAdded ||
           what == What::SourceRemoved || what == What::SourceMoved || what == What::SourceReshaped;
}

}  // namespace

bool DocumentChange::reshapesOption(const std::string& id) const {
    if (kind == Kind::Structure || kind == Kind::Reset) return true;
    return std::any_of(objects.begin(), objects.end(),
                       [&](const ChangedObject& c) { return c.option == id && reshaping(c.what); });
}

bool DocumentChange::names(What what, const std::string& id) const {
    return std::any_of(objects.begin(), objects.end(),
                       [&](const ChangedObject& c) { return c.what == what && c.option == id; });
}

bool DocumentChange::names(What what, const std::string& option, const std::string& source) const {
    return std::any_of(objects.begin(), objects.end(), [&](const ChangedObject& c) {
        return c.what == what && c.option == option && c.source == source;
    });
}

DocumentChange describeChange(const sc::Scenario& before, const sc::Scenario& after, const QString& path) {
    DocumentChange change;
    change.kind = DocumentChange::Kind::Structure;
    if (!sameScenarioWideShape(before, after)) return change;
    std::vector<ChangedObject> objects;
    bool told = true;
    const auto optionId = [](const sc::Option& o) -> const std::string& { return o.id; };
    const auto sourceId = [](const sc::Source& x) -> const std::string& { return sc::sourceId(x); };
    told =
        compareLists(
            before.options, after.options, optionId, What::OptionRemoved, What::OptionAdded,
            What::OptionMoved,
            [&](What what, const std::string& id) {
                objects.push_back({what, id, {}});
            },
            [&](std::size_t b, std::size_t a) {
                const sc::Option& ob = before.options[b];
                const sc::Option& oa = after.options[a];
                if (ob == oa || !told) return;
                if (ob.name != oa.name) objects.push_back({What::OptionRenamed, oa.id, {}});
                if (ob.cloudExtras != oa.cloudExtras || ob.staff != oa.staff || ob.optimised != oa.optimised)
                    objects.push_back({What::OptionFields, oa.id, {}});
                told = compareLists(
                    ob.sources, oa.sources, sourceId, What::SourceRemoved, What::SourceAdded,
                    What::SourceMoved,
                    [&](What what, const std::string& id) {
                        objects.push_back({what, oa.id, id});
                    },
                    [&](std::size_t i, std::size_t j) {
                        const sc::Source& xb = ob.sources[i];
                        const sc::Source& xa = oa.sources[j];
                        if (!sameSourceShape(xb, xa))
                            objects.push_back({What::SourceReshaped, oa.id, sc::sourceId(xa)});
                        else if (!(xb == xa))
                            objects.push_back({What::SourceFields, oa.id, sc::sourceId(xa)});
                    });
            }) &&
        told;
    if (!told) return change;  // Structure: an id missing or twice
    const bool reshaped = std::any_of(objects.begin(), objects.end(), [](const ChangedObject& c) {
        return reshaping(c.what) || c.what == What::OptionRemoved;
    });
    change.kind = reshaped ? DocumentChange::Kind::Objects : DocumentChange::Kind::Field;
    if (!reshaped) change.path = path;
    change.objects = std::move(objects);
    return change;
}

DocumentChange inverseChange(const DocumentChange& change) {
    DocumentChange inverse = change;
    for (ChangedObject& c : inverse.objects) {
        if (c.what == What::OptionAdded)
            c.what = What::OptionRemoved;
        else if (c.what == What::OptionRemoved)
            c.what = What::OptionAdded;
        else if (c.what == What::SourceAdded)
            c.what = What::SourceRemoved;
        else if (c.what == What::SourceRemoved)
            c.what = What::SourceAdded;
    }
    return inverse;
}

}  // namespace gputco::ui
