// The audit workbook's words in the app's language: the workbook's English translated with
// the app's translations (context "gputco::Workbook"), each input named as the inputs panel
// names it (field_registry.h), each category as the charts do.
#pragma once

#include "model/io/workbook/workbook_text.h"

namespace gputco::ui::report {

class AppWorkbookText : public io::workbook::WorkbookText {
public:
    std::string word(io::workbook::Word w) const override;
    std::string category(engine::Category c) const override;
    io::workbook::InputWords input(const scenario::Scenario& scenario,
                                   const std::string& path) const override;
    std::string likeForLike(const engine::Result& result, std::size_t option) const override;
};

}  // namespace gputco::ui::report
