// Cost category names as people read them, in the UI language.
#pragma once

#include <QString>

#include "model/engine/category.h"

namespace gputco::ui {

QString categoryLabel(engine::Category category);

}  // namespace gputco::ui
