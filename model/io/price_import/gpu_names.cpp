#include "model/io/price_import/gpu_names.h"

namespace gputco::io::library {

namespace {

constexpr GpuNaming kSkyName = GpuNaming::SkyPilotAccelerator;
constexpr GpuNaming kGcpName = GpuNaming::GcpCountKey;
constexpr GpuNaming kAwsName = GpuNaming::AwsInstanceFamily;

// Kept in the order of docs/library.md's table; a test reads that table and compares.
constexpr GpuNameMapping kGpuNames[] = {
    // Names that stand for one board whatever the cloud.
    {kSkyName, "", "A10", "", "A10", "A10 24 GB, PCIe only"},
    {kSkyName, "", "A30", "", "A30", "A30 24 GB, PCIe only"},
    {kSkyName, "", "L40S", "", "L40S", "L40S 48 GB, PCIe only"},
    {kSkyName, "", "T4", "", "T4", "T4 16 GB, PCIe only"},
    {kSkyName, "", "RTX4090", "", "RTX-4090", "GeForce RTX 4090 24 GB"},
    {kSkyName, "", "B200", "", "B200", "B200 180 GB, HGX (SXM) boards only"},
    {kSkyName, "", "MI300X", "", "MI300X", "Instinct MI300X 192 GB, OAM only"},
    // AWS: every A100, H100 and H200 instance is an HGX (SXM) board.
    {kSkyName, "AWS", "A100", "", "A100-40GB-SXM4", "p4d: A100 40 GB SXM4"},
    {kSkyName, "AWS", "A100-80GB", "", "A100-80GB-SXM4", "p4de: A100 80 GB SXM4"},
    {kSkyName, "AWS", "H100", "", "H100-SXM", "p5: H100 80 GB SXM5"},
    {kSkyName, "AWS", "H200", "", "H200-SXM", "p5e, p5en: H200 141 GB SXM"},
    // GCP: the A2, A3 and A3 Ultra machine types carry HGX (SXM) boards.
    {kSkyName, "GCP", "A100", "", "A100-40GB-SXM4", "a2-highgpu, a2-megagpu: A100 40 GB SXM4"},
    {kSkyName, "GCP", "A100-80GB", "", "A100-80GB-SXM4", "a2-ultragpu: A100 80 GB SXM4"},
    {kSkyName, "GCP", "H100", "", "H100-SXM", "a3-highgpu, a3-edgegpu: H100 80 GB SXM5"},
    {kSkyName, "GCP", "H100-MEGA", "", "H100-SXM", "a3-megagpu: H100 80 GB SXM5"},
    {kSkyName, "GCP", "H200", "", "H200-SXM", "a3-ultragpu: H200 141 GB SXM"},
    // Lambda: one name for PCIe and SXM boards; the instance type says which.
    {kSkyName, "Lambda", "A100", "gpu_1x_a100", "A100-40GB-PCIe", "1x A100 40 GB PCIe"},
    {kSkyName, "Lambda", "A100", "gpu_2x_a100", "A100-40GB-PCIe", "2x A100 40 GB PCIe"},
    {kSkyName, "Lambda", "A100", "gpu_4x_a100", "A100-40GB-PCIe", "4x A100 40 GB PCIe"},
    {kSkyName, "Lambda", "A100", "gpu_1x_a100_sxm4", "A100-40GB-SXM4", "1x A100 40 GB SXM4"},
    {kSkyName, "Lambda", "A100", "gpu_8x_a100", "A100-40GB-SXM4", "8x A100 40 GB SXM4"},
    {kSkyName, "Lambda", "A100-80GB", "gpu_8x_a100_80gb_sxm4", "A100-80GB-SXM4", "8x A100 80 GB SXM4"},
    {kSkyName, "Lambda", "H100", "gpu_1x_h100_pcie", "H100-PCIe", "1x H100 80 GB PCIe"},
    {kSkyName, "Lambda", "H100", "gpu_1x_h100_sxm5", "H100-SXM", "1x H100 80 GB SXM5"},
    {kSkyName, "Lambda", "H100", "gpu_2x_h100_sxm5", "H100-SXM", "2x H100 80 GB SXM5"},
    {kSkyName, "Lambda", "H100", "gpu_4x_h100_sxm5", "H100-SXM", "4x H100 80 GB SXM5"},
    {kSkyName, "Lambda", "H100", "gpu_8x_h100_sxm5", "H100-SXM", "8x H100 80 GB SXM5"},
    // Azure: the ND series carries SXM boards, the NC series PCIe or NVL ones.
    {kSkyName, "Azure", "A100", "Standard_ND96asr_v4", "A100-40GB-SXM4", "ND A100 v4: A100 40 GB SXM4"},
    {kSkyName, "Azure", "A100-80GB", "Standard_ND96amsr_A100_v4", "A100-80GB-SXM4",
     "NDm A100 v4: A100 80 GB SXM4"},
    {kSkyName, "Azure", "A100-80GB", "Standard_NC24ads_A100_v4", "A100-80GB-PCIe",
     "NC A100 v4: A100 80 GB PCIe"},
    {kSkyName, "Azure", "A100-80GB", "Standard_NC48ads_A100_v4", "A100-80GB-PCIe",
     "NC A100 v4: A100 80 GB PCIe"},
    {kSkyName, "Azure", "A100-80GB", "Standard_NC96ads_A100_v4", "A100-80GB-PCIe",
     "NC A100 v4: A100 80 GB PCIe"},
    {kSkyName, "Azure", "H100", "Standard_ND96isr_H100_v5", "H100-SXM", "ND H100 v5: H100 80 GB SXM5"},
    {kSkyName, "Azure", "H200", "Standard_ND96isr_H200_v5", "H200-SXM", "ND H200 v5: H200 141 GB SXM"},
    // OCI: the bare-metal GPU shapes carry HGX (SXM) boards.
    {kSkyName, "OCI", "A100", "BM.GPU4.8", "A100-40GB-SXM4", "BM.GPU4.8: A100 40 GB SXM4"},
    {kSkyName, "OCI", "A100-80GB", "BM.GPU.A100-v2.8", "A100-80GB-SXM4", "BM.GPU.A100-v2.8: A100 80 GB SXM4"},
    {kSkyName, "OCI", "H100", "BM.GPU.H100.8", "H100-SXM", "BM.GPU.H100.8: H100 80 GB SXM5"},
    {kSkyName, "OCI", "H200", "BM.GPU.H200.8", "H200-SXM", "BM.GPU.H200.8: H200 141 GB SXM"},
    // Cyclenerd's pricing.yml (GCP only): the accelerator type less its "nvidia-" prefix.
    {kGcpName, "", "a100", "", "A100-40GB-SXM4", "nvidia-tesla-a100 on a2-highgpu: A100 40 GB SXM4"},
    {kGcpName, "", "a100-80gb", "", "A100-80GB-SXM4", "nvidia-a100-80gb on a2-ultragpu: A100 80 GB SXM4"},
    {kGcpName, "", "h100-80gb", "", "H100-SXM", "nvidia-h100-80gb on a3-highgpu: H100 80 GB SXM5"},
    {kGcpName, "", "h100-mega-80gb", "", "H100-SXM", "nvidia-h100-mega-80gb on a3-megagpu: H100 80 GB SXM5"},
    {kGcpName, "", "h200-141gb", "", "H200-SXM", "nvidia-h200-141gb on a3-ultragpu: H200 141 GB SXM"},
    {kGcpName, "", "b200", "", "B200", "nvidia-b200 on a4-highgpu: B200 180 GB"},
    {kGcpName, "", "t4", "", "T4", "nvidia-tesla-t4: T4 16 GB"},
    // AWS offer file: the instance family.
    {kAwsName, "", "p4d", "", "A100-40GB-SXM4", "p4d: 8x A100 40 GB SXM4"},
    {kAwsName, "", "p4de", "", "A100-80GB-SXM4", "p4de: 8x A100 80 GB SXM4"},
    {kAwsName, "", "p5", "", "H100-SXM", "p5: H100 80 GB SXM5"},
    {kAwsName, "", "p5e", "", "H200-SXM", "p5e: 8x H200 141 GB SXM"},
    {kAwsName, "", "p5en", "", "H200-SXM", "p5en: 8x H200 141 GB SXM"},
    {kAwsName, "", "p6-b200", "", "B200", "p6-b200: 8x B200 180 GB"},
    {kAwsName, "", "g6e", "", "L40S", "g6e: L40S 48 GB"},
    {kAwsName, "", "g4dn", "", "T4", "g4dn: T4 16 GB"},
};

bool sameName(const char* a, const QString& b) {
    return b.compare(QLatin1String(a), Qt::CaseInsensitive) == 0;
}

}  // namespace

std::span<const GpuNameMapping> gpuNameTable() {
    return kGpuNames;
}

GpuNameMatch matchGpuName(GpuNaming naming, const QString& cloud, const QString& name,
                          const QString& instance) {
    const QString n = name.trimmed();
    const bool skyPilot = naming == kSkyName;
    // One pass (a price list has millions of rows): the rows of this name, by how they apply.
    const GpuNameMapping* ofInstance = nullptr;  // this cloud, this instance type
    const GpuNameMapping* ofCloud = nullptr;     // this cloud, every instance type
    const GpuNameMapping* ofAll = nullptr;       // every cloud
    bool perInstance = false;                    // this cloud maps the name per instance type
    for (const GpuNameMapping& row : kGpuNames) {
        if (row.naming != naming || !sameName(row.name, n)) continue;
        if (*row.cloud == '\0') {
            if (*row.instance == '\0' && !ofAll) ofAll = &row;
        } else if (skyPilot && sameName(row.cloud, cloud)) {
            if (*row.instance == '\0') {
                if (!ofCloud) ofCloud = &row;
            } else {
                perInstance = true;
                if (!ofInstance && sameName(row.instance, instance)) ofInstance = &row;
            }
        }
    }
    if (ofInstance) return {QString::fromLatin1(ofInstance->gpu), {}};
    // A name this cloud uses for several boards: an instance type not listed is not guessed.
    if (perInstance) return {{}, QStringLiteral("%1 on %2").arg(n, instance)};
    if (ofCloud) return {QString::fromLatin1(ofCloud->gpu), {}};
    if (ofAll) return {QString::fromLatin1(ofAll->gpu), {}};
    return {{}, n};
}

}  // namespace gputco::io::library
