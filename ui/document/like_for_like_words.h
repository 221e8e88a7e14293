// The comparability check (engine/like_for_like.h) in words, the same wherever it is shown:
// the note card above the table, the mark in the comparison table, the report's summary
// (issue #34). Never a block: it says what differs and what that is worth.
#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <cstddef>

#include "model/engine/result.h"

namespace gputco::ui {

struct LikeForLikeWords {
    Q_DECLARE_TR_FUNCTIONS(LikeForLikeWords)
};

// "staff", "storage", ...: a cost line as people name it.
QString costLineWord(engine::CostLine line);

// Whether option `i` of `r` lacks a cost line the baseline carries, or carries one it lacks (a
// different unserved share alone has its own warning).
bool differsFromBaseline(const engine::Result& r, std::size_t i);

// The sentences that say how option `i` differs from the baseline ("Lambda on-demand has no
// staff and storage: the baseline's 0.25 FTE and 50 TB have a PV of USD 312,000 over 5
// years."), one per difference, joined by a space; empty when it is like for like.
QString likeForLikeSentences(const engine::Result& r, std::size_t i, const QLocale& locale);

// The comparison table's mark beside a saving that is not like for like.
QString likeForLikeMark();

}  // namespace gputco::ui
