// Common open models a job can start from (issue #17): their size and attention shape, as
// their publishers state them, so that a user picks "Llama 3 8B" instead of typing 8.03e9
// parameters, 32 layers and 8 KV heads. Each row cites where its numbers come from.
#pragma once

#include <array>

namespace gputco::scenario {

struct ModelPreset {
    const char* name;  // the model's own name, never translated
    double params;     // parameters, as the model card counts them
    int layers;
    int hiddenSize;
    int kvHeads;  // key-value heads (grouped-query attention)
    int headDim;  // hidden_size / attention heads
    const char* source;
};

inline constexpr std::array<ModelPreset, 4> kModelPresets{{
    // meta-llama/Meta-Llama-3-8B, model card ("8B", 8.03B parameters on its page) and
    // config.json: hidden_size 4096, num_hidden_layers 32, num_attention_heads 32,
    // num_key_value_heads 8 (head dim 4096 / 32 = 128).
    {"Llama 3 8B", 8.03e9, 32, 4096, 8, 128, "meta-llama/Meta-Llama-3-8B model card and config.json"},
    // meta-llama/Meta-Llama-3-70B: 70.6B parameters; hidden_size 8192, 80 layers, 64 heads,
    // 8 KV heads (head dim 128).
    {"Llama 3 70B", 70.6e9, 80, 8192, 8, 128, "meta-llama/Meta-Llama-3-70B model card and config.json"},
    // Qwen/Qwen2.5-7B model card: "Number of Parameters: 7.61B, Number of Layers: 28, Number of
    // Attention Heads (GQA): 28 for Q and 4 for KV"; config.json hidden_size 3584 (head dim 128).
    {"Qwen2.5 7B", 7.61e9, 28, 3584, 4, 128, "Qwen/Qwen2.5-7B model card and config.json"},
    // Qwen/Qwen2.5-72B model card: 72.7B parameters, 80 layers, 64 heads for Q and 8 for KV;
    // config.json hidden_size 8192 (head dim 128).
    {"Qwen2.5 72B", 72.7e9, 80, 8192, 8, 128, "Qwen/Qwen2.5-72B model card and config.json"},
}};

}  // namespace gputco::scenario
