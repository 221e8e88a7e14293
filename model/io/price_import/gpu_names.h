// Which catalog GPU model a public price list's GPU name stands for (issue #34): one explicit
// table, the same as docs/library.md ("GPU names and the catalog models they map to"). A name
// that covers boards of different form factor or memory on one cloud (Lambda's and Azure's
// "H100" are PCIe on some instance types, SXM on others) is mapped per instance type, and an
// instance type the table does not list is unknown, never guessed from its spelling.
#pragma once

#include <QString>
#include <span>

namespace gputco::io::library {

// The three ways the public formats name a GPU.
enum class GpuNaming {
    SkyPilotAccelerator,  // SkyPilot vms.csv, AcceleratorName ("A100-80GB")
    GcpCountKey,          // Cyclenerd pricing.yml, a machine type's GPU count key ("a100-80gb")
    AwsInstanceFamily,    // AWS offer file: the instance family ("p4de"), as it names no GPU model
};

struct GpuNameMapping {
    GpuNaming naming;
    const char* cloud;     // SkyPilot's cloud as the rows spell it ("Lambda"); "" for every cloud
    const char* name;      // as the file spells it; compared without regard to case
    const char* instance;  // one instance type; "" for every instance type of the cloud
    const char* gpu;       // the catalog gpus key
    const char* why;       // the board and memory, for the documentation's table
};

std::span<const GpuNameMapping> gpuNameTable();

struct GpuNameMatch {
    QString gpu;      // the catalog gpus key, or "" when the name is unknown
    QString unknown;  // when unknown: how to list it ("GH200", "H100 on gpu_1x_h100_nvl")
};

// Looks `name` up in gpuNameTable(): first a row for this cloud, name and instance type; then,
// unless the table maps this name per instance type on this cloud, a row for the cloud and
// name; then a row for every cloud. `cloud` is ignored for the GCP and AWS namings.
GpuNameMatch matchGpuName(GpuNaming naming, const QString& cloud, const QString& name,
                          const QString& instance);

}  // namespace gputco::io::library
