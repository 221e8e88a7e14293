// MIG profiles (NVIDIA MIG User Guide, "Supported MIG Profiles"): the slices a GPU model can
// be partitioned into, what a source's `mig_profile` may name (validation) and what sizing and
// the capacity stack read (docs/methodology.md "Sizing").
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/scenario/scenario.h"

namespace gputco::scenario {

// The memory of the catalog's reference GPU, used when a scenario has no entry for it
// (MODEL.md section 9, "Reference GPU": A100 40GB SXM4).
inline constexpr double kReferenceGpuMemoryGb = 40;

// One MIG profile.
struct MigProfile {
    const char* name;     // "1g.5gb"
    int computeSevenths;  // g: the slice's share of the GPU's compute is g / 7
    double memoryGb;
    int perGpu;  // instances of this profile one GPU holds

    // The share of the whole GPU's compute that a GPU cut into `perGpu` of these slices puts
    // to work: perGpu x g / 7 (7 x 1g.5gb: all of it; 3 x 2g.10gb or 2 x 3g.20gb: 6/7).
    double gpuShare() const { return perGpu * computeSevenths / 7.0; }
};

// The profiles of a GPU model by its name and memory (A100 40GB and 80GB, H100 80GB, H200
// 141GB), ordered small to large; empty for a GPU without MIG in the table.
std::vector<MigProfile> migProfiles(const std::string& gpu, double memoryGb);

// The profiles of a GPU the scenario names: its entry's memory_gb, or the catalog
// reference's 40 GB when the scenario has no entry for the reference GPU.
std::vector<MigProfile> migProfilesOf(const Scenario& s, const std::string& gpu);

// The profile `name` of `gpu`; none when the GPU has no such profile.
std::optional<MigProfile> findMigProfile(const Scenario& s, const std::string& gpu, const std::string& name);

// The mig_profile a source names ("" for a whole GPU), and the share of its GPUs' compute
// the source's slices put to work: 1 without a profile (or with one the GPU lacks, which
// validation refuses).
const std::string& migProfileOf(const Source& source);
double migGpuShare(const Scenario& s, const Source& source);

}  // namespace gputco::scenario
