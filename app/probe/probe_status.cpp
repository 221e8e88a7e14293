#include "probe_status.h"

namespace gputco::probe {

ProbeStatus statusForInitError(int code) {
    return code == kCuErrorNoDevice ? ProbeStatus::NoDevice : ProbeStatus::Error;
}

bool kernelLoadNeedsNewerDriver(int code) {
    switch (code) {
        case kCuErrorInvalidImage:
        case kCuErrorNoBinaryForGpu:
        case kCuErrorInvalidPtx:
        case kCuErrorJitCompilerNotFound:
        case kCuErrorUnsupportedPtxVersion:
            return true;
        default:
            return false;
    }
}

}  // namespace gputco::probe
