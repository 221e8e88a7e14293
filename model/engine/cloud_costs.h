// Costs of cloud capacity (MODEL.md section 4 "Cloud source costs" and section 9;
// docs/methodology.md "Cloud capacity").
#pragma once

#include "model/engine/ledger.h"
#include "model/engine/projection_context.h"

namespace gputco::engine {

// Reserved terms back to back from month 0: each term's hourly price is the escalated price
// of the year it starts in; upfront_fraction of the term total at its start, the rest in
// equal parts at each month's end. A term cut at the horizon is prorated (only its months
// inside are paid, the upfront pro rata) or, with commitments settled, pays its whole upfront
// at its start and its months past the horizon at t = M (MODEL.md section 9).
void addReservedCosts(const ProjectionContext& context, const scenario::ReservedSource& r,
                      scenario::CommitmentsAtHorizon rule, Ledger& ledger);

// Whether a reserved term (not a subscription) is cut by the horizon, so that the commitments
// rule decides what of it is paid (MODEL.md section 9, "The other commitments rule").
bool runsPastHorizon(const scenario::ReservedSource& r, int months);

// The nominal part of the reserved terms that falls after the horizon (0 when the last term
// ends at it).
double reservedAfterHorizon(const ProjectionContext& context, const scenario::ReservedSource& r);

// Billed instance-hours = served reference GPU-hours / useful work per instance-hour.
double billedInstanceHours(double servedGpuHours, double usefulPerInstance);

// On-demand or spot compute of one month: billed hours x the hourly price of its year.
double elasticComputeCost(double billedHours, double hourlyPriceOfYear);

// Storage and egress every month, for an option that has any cloud source.
void addCloudExtrasFixed(const ProjectionContext& context, const scenario::CloudExtras& extras,
                         Ledger& ledger);

}  // namespace gputco::engine
