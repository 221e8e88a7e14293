#include "model/scenario/mig_profiles.h"

#include <variant>

namespace gputco::scenario {

std::vector<MigProfile> migProfiles(const std::string& gpu, double memoryGb) {
    const auto named = [&](const char* family) { return gpu.find(family) != std::string::npos; };
    // NVIDIA MIG User Guide, "Supported MIG Profiles" (A100-SXM4-40GB table; the 80 GB A100
    // and the H100 80 GB have the same shapes with twice the memory; H200 141 GB).
    if (named("A100") && memoryGb > 0 && memoryGb <= 40)
        return {{"1g.5gb", 1, 5, 7},   {"1g.10gb", 1, 10, 4}, {"2g.10gb", 2, 10, 3},
                {"3g.20gb", 3, 20, 2}, {"4g.20gb", 4, 20, 1}, {"7g.40gb", 7, 40, 1}};
    if ((named("A100") || named("H100")) && memoryGb > 40 && memoryGb <= 96)
        return {{"1g.10gb", 1, 10, 7}, {"1g.20gb", 1, 20, 4}, {"2g.20gb", 2, 20, 3},
                {"3g.40gb", 3, 40, 2}, {"4g.40gb", 4, 40, 1}, {"7g.80gb", 7, 80, 1}};
    if (named("H200") && memoryGb > 96)
        return {{"1g.18gb", 1, 18, 7}, {"1g.35gb", 1, 35, 4}, {"2g.35gb", 2, 35, 3},
                {"3g.71gb", 3, 71, 2}, {"4g.71gb", 4, 71, 1}, {"7g.141gb", 7, 141, 1}};
    return {};
}

std::vector<MigProfile> migProfilesOf(const Scenario& s, const std::string& gpu) {
    if (const auto it = s.gpus.find(gpu); it != s.gpus.end()) return migProfiles(gpu, it->second.memoryGb);
    if (gpu == kReferenceGpu) return migProfiles(gpu, kReferenceGpuMemoryGb);
    return {};
}

std::optional<MigProfile> findMigProfile(const Scenario& s, const std::string& gpu, const std::string& name) {
    for (const MigProfile& p : migProfilesOf(s, gpu))
        if (name == p.name) return p;
    return std::nullopt;
}

const std::string& migProfileOf(const Source& source) {
    return std::visit([](const auto& x) -> const std::string& { return x.migProfile; }, source);
}

double migGpuShare(const Scenario& s, const Source& source) {
    const std::string& name = migProfileOf(source);
    if (name.empty()) return 1.0;
    const std::string& gpu = std::visit([](const auto& x) -> const std::string& { return x.gpu; }, source);
    const auto profile = findMigProfile(s, gpu, name);
    return profile ? profile->gpuShare() : 1.0;
}

}  // namespace gputco::scenario
