#!/usr/bin/env bash
# On a GPU machine, from the repository root, after ../shared/tools/probe-validation/validate.sh
# (whose cuBLAS figures it reads from $W/ref.jsonl): builds the probe as validate.sh does but
# with Hopper's sm_90a image (the wgmma kernel is empty in a plain sm_90 build), then runs each
# own GEMM kernel the GPU has three times and prints its result check and its rate against
# cuBLAS's 8192^3 GEMM. Exit status 1 when a kernel computed a wrong result.
set -euo pipefail
P=app/probe; W=${W:-${TMPDIR:-/tmp}/probeval}; mkdir -p "$W"
A="-gencode arch=compute_80,code=sm_80 -gencode arch=compute_90a,code=sm_90a"
nvcc -O3 -std=c++17 $A -I$P -c $P/probe_kernels.cu -o "$W/k90a.o"
g++ -std=c++20 -O2 -I$P -I/usr/local/cuda/include $(ls $P/*.cpp | grep -v stub) "$W/k90a.o" \
    -L/usr/local/cuda/lib64 -lcudart_static -ldl -lpthread -lrt -o "$W/probe90a"
kernels="mma_sync"
if nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -1 | grep -q '^9\.0'; then
  kernels="mma_sync wgmma"
fi
for k in $kernels; do
  for i in 1 2 3; do "$W/probe90a" --own-gemm=$k > "$W/own-$k-$i.json"; done
done
python3 - "$W" $kernels <<'PY'
import glob, json, statistics, sys
W, kernels = sys.argv[1], sys.argv[2:]
ref = {r["ref"]: r for r in map(json.loads, open(f"{W}/ref.jsonl"))}["cublas_hgemm_8192"]["median_tflops"]
bad = 0
for k in kernels:
    runs = [json.load(open(f))["measured"]["tensor_fp16"] for f in sorted(glob.glob(f"{W}/own-{k}-*.json"))]
    methods = sorted({r["method"] for r in runs})
    ok = methods == ["gemm_" + k]
    bad += not ok
    value = statistics.median(r["value"] for r in runs)
    print("PASS" if ok else "FAIL", k, methods, runs[0].get("result_checked") or runs[0].get("own_gemm_unavailable"),
          f"{value:.1f} TFLOPS, own/cuBLAS {value / ref:.2f}")
sys.exit(bad > 0)
PY
