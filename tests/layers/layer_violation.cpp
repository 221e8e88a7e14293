// A file that would sit in ui/document (the bottom layer) and uses a dialog, a layer above it.
// tests/layers/CMakeLists.txt builds it against the document layer alone: it must not link.
#include "ui/dialogs/prompts.h"

int main() {
    return gputco::ui::Prompts::askedCount();
}
