#include "kernel_image.h"

#include <elf.h>

#include <cstdint>
#include <cstring>
#include <fstream>

namespace gputco::probe {
namespace {

constexpr std::uint32_t kFatbinMagic = 0xBA55ED50u;
// A fat binary's header: magic, version, header size, then the size of what follows it.
struct FatbinHeader {
    std::uint32_t magic;
    std::uint16_t version;
    std::uint16_t headerSize;
    std::uint64_t fatSize;
};
static_assert(sizeof(FatbinHeader) == 16);

// Whether `bytes` at `offset` lie inside a file of `fileBytes`: a truncated or hostile file
// must not make the reader allocate what its headers claim.
bool inside(std::uint64_t offset, std::uint64_t bytes, std::uint64_t fileBytes) {
    return offset <= fileBytes && bytes <= fileBytes - offset;
}

bool readAt(std::ifstream& in, std::uint64_t offset, void* out, std::size_t bytes) {
    in.clear();
    in.seekg(static_cast<std::streamoff>(offset));
    in.read(static_cast<char*>(out), static_cast<std::streamsize>(bytes));
    return static_cast<std::size_t>(in.gcount()) == bytes;
}

// The section's bytes split into its fat binaries: one per CUDA object linked in, each padded
// to 8 bytes.
std::vector<KernelImage> splitFatBinaries(const KernelImage& section) {
    std::vector<KernelImage> images;
    std::size_t at = 0;
    while (at + sizeof(FatbinHeader) <= section.size()) {
        FatbinHeader header;
        std::memcpy(&header, section.data() + at, sizeof header);
        if (header.magic != kFatbinMagic) {
            at += 8;  // padding between objects' fat binaries
            continue;
        }
        const std::uint64_t size = header.headerSize + header.fatSize;
        if (header.headerSize < sizeof header || size > section.size() - at) break;  // truncated
        images.emplace_back(section.begin() + static_cast<std::ptrdiff_t>(at),
                            section.begin() + static_cast<std::ptrdiff_t>(at + size));
        at += (size + 7) / 8 * 8;
    }
    return images;
}

std::vector<KernelImage> overridden;
bool isOverridden = false;

}  // namespace

std::vector<KernelImage> fatBinariesIn(const std::string& path, std::string* error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        *error = "cannot open " + path;
        return {};
    }
    in.seekg(0, std::ios::end);
    const auto fileBytes = static_cast<std::uint64_t>(in.tellg());
    Elf64_Ehdr elf{};
    if (!readAt(in, 0, &elf, sizeof elf) || std::memcmp(elf.e_ident, ELFMAG, SELFMAG) != 0 ||
        elf.e_ident[EI_CLASS] != ELFCLASS64 || elf.e_shentsize != sizeof(Elf64_Shdr) ||
        elf.e_shstrndx >= elf.e_shnum) {
        *error = path + " is not a 64-bit ELF executable";
        return {};
    }
    std::vector<Elf64_Shdr> sections(elf.e_shnum);
    if (!inside(elf.e_shoff, sizeof(Elf64_Shdr) * sections.size(), fileBytes) ||
        !readAt(in, elf.e_shoff, sections.data(), sizeof(Elf64_Shdr) * sections.size())) {
        *error = path + ": its section table cannot be read";
        return {};
    }
    const Elf64_Shdr& names = sections[elf.e_shstrndx];
    if (!inside(names.sh_offset, names.sh_size, fileBytes)) {
        *error = path + ": its section names lie outside the file";
        return {};
    }
    std::vector<char> nameTable(names.sh_size + 1, '\0');
    if (!readAt(in, names.sh_offset, nameTable.data(), names.sh_size)) {
        *error = path + ": its section names cannot be read";
        return {};
    }
    for (const Elf64_Shdr& section : sections) {
        if (section.sh_name >= names.sh_size ||
            std::strcmp(nameTable.data() + section.sh_name, ".nv_fatbin") != 0)
            continue;
        if (section.sh_type == SHT_NOBITS || !inside(section.sh_offset, section.sh_size, fileBytes)) {
            *error = path + ": its .nv_fatbin section lies outside the file";
            return {};
        }
        KernelImage bytes(section.sh_size);
        if (!readAt(in, section.sh_offset, bytes.data(), bytes.size())) {
            *error = path + ": its .nv_fatbin section cannot be read";
            return {};
        }
        std::vector<KernelImage> images = splitFatBinaries(bytes);
        if (images.empty()) *error = path + ": its .nv_fatbin section holds no fat binary";
        return images;
    }
    *error = path + " has no .nv_fatbin section (built without nvcc?)";
    return {};
}

const std::vector<KernelImage>& probeKernelImages(std::string* error) {
    if (isOverridden) return overridden;
    static std::string loadError;
    static const std::vector<KernelImage> images = fatBinariesIn("/proc/self/exe", &loadError);
    *error = loadError;
    return images;
}

void overrideKernelImages(const std::vector<KernelImage>& images) {
    overridden = images;
    isOverridden = true;
}

}  // namespace gputco::probe
