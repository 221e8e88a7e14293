<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>gputco::ui::AddOptionDialog</name>
    <message>
        <source>Add option</source>
        <translation>添加选项</translation>
    </message>
    <message>
        <source>Start the new option from a template, or from one cloud offer of the catalog. Every value can be changed afterwards.</source>
        <translation>从模板或价格目录中的一项云服务报价开始创建新选项。之后每个数值都可以修改。</translation>
    </message>
    <message>
        <source>No catalog is available</source>
        <translation>价格目录不可用</translation>
    </message>
</context>
<context>
    <name>gputco::ui::AnnualCostChart</name>
    <message>
        <source>Annual cost</source>
        <translation>年度成本</translation>
    </message>
    <message>
        <source>Annual cost (%1)</source>
        <translation>年度成本（%1）</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>第 %1 年</translation>
    </message>
</context>
<context>
    <name>gputco::ui::Autosaver</name>
    <message>
        <source>no data folder is known</source>
        <translation>未知数据文件夹</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CalibrationPage</name>
    <message>
        <source>The probe measures this computer&apos;s NVIDIA GPU in about a second, so that the throughput behind every cost per GPU-hour is measured, not copied from a datasheet. A probe result made on another machine (the server room, a trial cloud instance) can be imported. Attaching one sets that GPU model&apos;s efficiencies to measured / datasheet; Edit &gt; Undo takes it back.</source>
        <translation>探测程序约用一秒测量本机的 NVIDIA GPU，使每 GPU 小时成本背后的吞吐量来自实测，而不是照抄规格书。也可以导入在其他机器（机房服务器、试用云实例）上得到的探测结果。附加结果后，该 GPU 型号的效率设为实测值 / 规格书值；用“编辑 &gt; 撤销”即可取消。</translation>
    </message>
    <message>
        <source>Run probe on this computer</source>
        <translation>在本机运行探测</translation>
    </message>
    <message>
        <source>Import probe result...</source>
        <translation>导入探测结果…</translation>
    </message>
    <message>
        <source>GPU &amp;model:</source>
        <translation>GPU 型号(&amp;M)：</translation>
    </message>
    <message>
        <source>Detach probe</source>
        <translation>移除探测结果</translation>
    </message>
    <message>
        <source>Measured against datasheet</source>
        <translation>实测与规格书对比</translation>
    </message>
    <message>
        <source>Speed against the %1 reference (this workload mix)</source>
        <translation>相对 %1 参考 GPU 的速度（按本方案的工作负载构成）</translation>
    </message>
    <message>
        <source>Cost per reference GPU-hour</source>
        <translation>每参考 GPU 小时成本</translation>
    </message>
    <message>
        <source>Probe results in the library</source>
        <translation>资料库中的探测结果</translation>
    </message>
    <message>
        <source>Attach to the chosen GPU model</source>
        <translation>附加到所选 GPU 型号</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Before the probes</source>
        <translation>探测前</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>保存时间</translation>
    </message>
    <message>
        <source>gputco-probe is not installed beside gputco: import a probe result instead.</source>
        <translation>gputco 旁未安装 gputco-probe：请改为导入探测结果。</translation>
    </message>
    <message>
        <source>No probe run yet in this session.</source>
        <translation>本次会话尚未运行探测。</translation>
    </message>
    <message>
        <source>%1 (measured)</source>
        <translation>%1（已实测）</translation>
    </message>
    <message>
        <source>% of datasheet</source>
        <translation>占规格书的百分比</translation>
    </message>
    <message>
        <source>Before the probe (catalog)</source>
        <translation>探测前（目录值）</translation>
    </message>
    <message>
        <source>Catalog efficiency</source>
        <translation>目录效率</translation>
    </message>
    <message>
        <source>Measured by the probe</source>
        <translation>探测实测</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>Measuring this computer&apos;s GPU (at most %1 s)...</source>
        <translation>正在测量本机 GPU（最多 %1 秒）…</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>Import probe result</source>
        <translation>导入探测结果</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>未导入：%1</translation>
    </message>
    <message>
        <source>Attach probe result to %1</source>
        <translation>将探测结果附加到 %1</translation>
    </message>
    <message>
        <source>%1 calibrated with %2 (%3).</source>
        <translation>%1 已用 %2 的探测结果校准（%3）。</translation>
    </message>
    <message>
        <source>Not attached: %1</source>
        <translation>未附加：%1</translation>
    </message>
    <message>
        <source>library, kept %1</source>
        <translation>资料库，保存于 %1</translation>
    </message>
    <message>
        <source>Detach probe result from %1</source>
        <translation>从 %1 移除探测结果</translation>
    </message>
    <message>
        <source>%1: the efficiencies from before the probe are back.</source>
        <translation>%1：已恢复探测前的效率。</translation>
    </message>
    <message>
        <source>No NVIDIA driver on this computer: import a probe result from a GPU machine instead.</source>
        <translation>本机没有 NVIDIA 驱动：请改为导入在 GPU 机器上得到的探测结果。</translation>
    </message>
    <message>
        <source>No NVIDIA GPU on this computer: import a probe result from a GPU machine instead.</source>
        <translation>本机没有 NVIDIA GPU：请改为导入在 GPU 机器上得到的探测结果。</translation>
    </message>
    <message>
        <source>Details: %1</source>
        <translation>详情：%1</translation>
    </message>
    <message>
        <source>This gputco-probe was built without CUDA: import a probe result from a GPU machine (run a CUDA build of gputco-probe there) instead.</source>
        <translation>此 gputco-probe 编译时未启用 CUDA：请改为导入在 GPU 机器上得到的探测结果（在该机器上运行启用 CUDA 的 gputco-probe）。</translation>
    </message>
    <message>
        <source>Probe results (*.json);;All files (*)</source>
        <translation>探测结果 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 的 %1</translation>
    </message>
    <message>
        <source>Datasheet %1</source>
        <translation>规格书标称 %1</translation>
    </message>
    <message>
        <source>Rate used %1 (%2 of datasheet)</source>
        <translation>采用速率 %1（规格书的 %2）</translation>
    </message>
    <message>
        <source>Before the probe %1</source>
        <translation>探测前 %1</translation>
    </message>
    <message>
        <source>Measured by the probe on %1 (%2): %3</source>
        <translation>探测程序在 %1 上实测（%2）：%3</translation>
    </message>
    <message>
        <source>The engine turns this GPU&apos;s datasheet rate into the rate it plans with by this efficiency; a probe run replaces the catalog&apos;s efficiency by the measured rate over the datasheet&apos;s, and the throughput of every option using this GPU follows.</source>
        <translation>引擎用这一效率把该 GPU 的规格书速率换算为测算所用的速率；运行探测程序后，目录中的效率被实测速率与规格书速率之比取代，所有使用该 GPU 的选项的吞吐随之更新。</translation>
    </message>
    <message>
        <source>Speed of %1</source>
        <translation>%1 的速度</translation>
    </message>
    <message>
        <source>One of these GPUs does the work of %1 reference GPUs with the catalog&apos;s efficiencies, and of %2 with the probe&apos;s measurements (%3).</source>
        <translation>按目录效率，一块该型 GPU 相当于 %1 块参考 GPU 的工作量；按探测实测值则相当于 %2 块（%3）。</translation>
    </message>
    <message>
        <source>The speed is the time-weighted mix of the workload&apos;s bound metrics: 1 over the sum, for each metric, of the workload&apos;s share bound by it times the reference GPU&apos;s rate over this GPU&apos;s rate (datasheet rate times efficiency). The reference GPU&apos;s speed is 1.</source>
        <translation>速度是负载各瓶颈指标按时间加权的组合：对每个指标，取受其限制的负载占比乘以参考 GPU 速率与该 GPU 速率之比（速率 = 规格书速率 × 效率），求和后取倒数。参考 GPU 的速度为 1。</translation>
    </message>
    <message>
        <source>Accept an unstable run</source>
        <translation>接受不稳定的运行</translation>
    </message>
    <message>
        <source>Calibrate even when a metric&apos;s repeats spread more than %1.</source>
        <translation>即使某项指标的重复测量离散度超过 %1，也进行校准。</translation>
    </message>
    <message>
        <source>Use a peak-kernel tensor figure</source>
        <translation>使用峰值内核的张量数值</translation>
    </message>
    <message>
        <source>Calibrate FP16 tensor compute from a peak kernel too, though the cost model means the rate a real GEMM reaches.</source>
        <translation>也用峰值内核校准 FP16 张量算力，尽管成本模型指的是真实 GEMM 达到的速率。</translation>
    </message>
    <message>
        <source>%1 varied by %2 between repeats</source>
        <translation>%1 在重复测量之间变化了 %2</translation>
    </message>
    <message>
        <source>%1 was flagged unstable</source>
        <translation>%1 被标记为不稳定</translation>
    </message>
    <message>
        <source>the probe flagged the run unstable</source>
        <translation>探测程序将本次运行标记为不稳定</translation>
    </message>
    <message>
        <source>The probe run is unstable (%1; more than %2 is not a steady rate): run the probe again on an idle GPU.</source>
        <translation>探测运行不稳定（%1；超过 %2 不算稳定速率）：请在空闲的 GPU 上重新运行探测。</translation>
    </message>
    <message>
        <source>The probe document states no spread for its figures (an older probe): their stability is unknown.</source>
        <translation>探测文档未给出其数值的离散度（较旧的探测程序）：其稳定性未知。</translation>
    </message>
    <message>
        <source>The computer that ran the probe had no NVIDIA driver: nothing was measured.</source>
        <translation>运行探测程序的计算机没有 NVIDIA 驱动：未测得任何数值。</translation>
    </message>
    <message>
        <source>The computer that ran the probe had no NVIDIA GPU: nothing was measured.</source>
        <translation>运行探测程序的计算机没有 NVIDIA GPU：未测得任何数值。</translation>
    </message>
    <message>
        <source>The NVIDIA driver on this computer is too old for the probe, which needs R535 or newer (R580 for GPUs newer than Hopper): update the driver, or import a probe result from another GPU machine.</source>
        <translation>本机的 NVIDIA 驱动版本过旧，无法运行探测程序（需要 R535 或更新版本；比 Hopper 更新的 GPU 需要 R580）：请更新驱动，或导入在其他 GPU 机器上得到的探测结果。</translation>
    </message>
    <message>
        <source>The NVIDIA driver on the computer that ran the probe is too old for it: the probe needs R535 or newer (R580 for GPUs newer than Hopper). Update the driver there and run the probe again.</source>
        <translation>运行探测程序的计算机上的 NVIDIA 驱动版本过旧：探测程序需要 R535 或更新版本（比 Hopper 更新的 GPU 需要 R580）。请在该机器上更新驱动后重新运行探测。</translation>
    </message>
    <message>
        <source>The gputco-probe that made this file was built without CUDA: nothing was measured.</source>
        <translation>生成此文件的 gputco-probe 编译时未启用 CUDA：未测得任何数值。</translation>
    </message>
    <message>
        <source>The probe failed on the GPU: nothing was measured.</source>
        <translation>探测程序在 GPU 上运行失败：未测得任何数值。</translation>
    </message>
    <message>
        <source>The probe ran on a MIG slice of %1: it measured part of a GPU, so it cannot stand for the whole GPU model.</source>
        <translation>探测程序运行在 %1 的 MIG 切片上：它只测量了 GPU 的一部分，不能代表整个 GPU 型号。</translation>
    </message>
    <message>
        <source>The probe flagged its own figures as implausible (a measurement above %1 of the datasheet): run it again before using it.</source>
        <translation>探测程序把自己的数值标记为不合理（测量值超过规格书的 %1）：请重新运行后再使用。</translation>
    </message>
    <message>
        <source>No GPU model of this scenario matches the probe&apos;s %1: choose one in the GPU model box.</source>
        <translation>本方案中没有与探测到的 %1 相符的 GPU 型号：请在“GPU 型号”框中选择一个。</translation>
    </message>
    <message>
        <source>The scenario has no GPU model &quot;%1&quot;.</source>
        <translation>本方案中没有 GPU 型号“%1”。</translation>
    </message>
    <message>
        <source>The probe&apos;s %1 figure is not a positive number: nothing was attached.</source>
        <translation>探测结果中的%1数值不是正数：未附加任何内容。</translation>
    </message>
    <message>
        <source>The probe measured %1 for %2 on %3, %4 of the datasheet&apos;s %5 for %6: more than the datasheet is a measurement error or another GPU model, so nothing was attached.</source>
        <translation>探测程序在 %3 上测得%2为 %1，是 %6 规格书标称 %5 的 %4：超过规格书说明测量有误或并非同一 GPU 型号，因此未附加任何内容。</translation>
    </message>
    <message>
        <source>The probe measured %1 for %2 on %3, %4 of the datasheet&apos;s %5 for %6: so little is a broken run, not a slow GPU, so nothing was attached.</source>
        <translation>探测程序在 %3 上测得%2为 %1，仅为 %6 规格书标称 %5 的 %4：如此之低说明运行出错，而非 GPU 较慢，因此未附加任何内容。</translation>
    </message>
    <message>
        <source>The probe measured none of the metrics %1 has a datasheet rate for.</source>
        <translation>探测程序没有测得 %1 有规格书速率的任何指标。</translation>
    </message>
    <message>
        <source>The probe measured nothing %1 can be calibrated with.</source>
        <translation>探测程序没有测得可用于校准 %1 的数值。</translation>
    </message>
    <message>
        <source>%1: the scenario had no datasheet rate; the probe&apos;s %2 is used.</source>
        <translation>%1：本方案没有规格书速率，采用探测程序给出的 %2。</translation>
    </message>
    <message>
        <source>%1: the probe&apos;s datasheet says %2, the scenario&apos;s %3; the measured rate is kept as measured.</source>
        <translation>%1：探测程序的规格书值为 %2，本方案为 %3；实测速率按实测保留。</translation>
    </message>
    <message>
        <source>%1 was not measured: its efficiency stays as it was.</source>
        <translation>%1未被测量：其效率保持不变。</translation>
    </message>
    <message>
        <source>%1 is the reference GPU, the unit demand is counted in: calibrating it moves the other GPU models&apos; speeds, not its own.</source>
        <translation>%1 是参考 GPU，即需求的计量单位：校准它会改变其他 GPU 型号的速度，而不是它自身的速度。</translation>
    </message>
    <message>
        <source>The GPU ran below its maximum clock during the probe (throttled): the efficiencies may understate it.</source>
        <translation>探测期间 GPU 运行低于其最高频率（降频）：效率可能被低估。</translation>
    </message>
    <message>
        <source>%1 was not calibrated: the probe measured it with a peak kernel (the top rate of the tensor cores on constant data), not with a real GEMM as the cost model means; its efficiency stays as it was.</source>
        <translation>%1未校准：探测程序用峰值内核（张量核心在常量数据上的最高速率）测得该值，而不是成本模型所指的真实 GEMM；其效率保持不变。</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>已测得</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未测得</translation>
    </message>
    <message>
        <source>Measured with: %1</source>
        <translation>测量方法：%1</translation>
    </message>
    <message>
        <source>another process was using the GPU</source>
        <translation>另有 1 个进程在使用该 GPU</translation>
    </message>
    <message>
        <source>%1 other processes were using the GPU</source>
        <translation>另有 %1 个进程在使用该 GPU</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>所在位置</translation>
    </message>
    <message>
        <source>Team library, shared by %1</source>
        <translation>团队资料库，由 %1 共享</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>team library, shared by %1, kept %2</source>
        <translation>团队资料库，由 %1 共享，保存于 %2</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CashFlowChart</name>
    <message>
        <source>Month (t = 0 is the start)</source>
        <translation>月份（t = 0 为起点）</translation>
    </message>
    <message>
        <source>Paid, after tax (%1)</source>
        <translation>税后支出（%1）</translation>
    </message>
    <message>
        <source>Paid (%1)</source>
        <translation>支出（%1）</translation>
    </message>
    <message>
        <source>Double-click to see how it is computed</source>
        <translation>双击查看计算过程</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CatalogDialog</name>
    <message>
        <source>Catalog: %1</source>
        <translation>价格目录：%1</translation>
    </message>
    <message>
        <source>Search (provider, instance, GPU, region, source…)</source>
        <translation>搜索（供应商、实例、GPU、地域、来源…）</translation>
    </message>
    <message>
        <source>Use in scenario</source>
        <translation>用于方案</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>预留</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <source>subscription</source>
        <translation>包月订阅</translation>
    </message>
    <message>
        <source>Show price history</source>
        <translation>显示历史价格</translation>
    </message>
    <message>
        <source>Each price with its source, the date it was valid and its age. The chosen row&apos;s values are copied into the scenario, with its source and date.</source>
        <translation>每个价格及其来源、有效日期和年龄。所选行的数值连同来源和日期一起复制到方案中。</translation>
    </message>
    <message>
        <source>Every dated row of each price: the older ones, and any dated after the day</source>
        <translation>每个价格的全部带日期记录：较早的记录，以及日期晚于该日的记录</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>价格年龄</translation>
    </message>
    <message>
        <source>dated after %1</source>
        <translation>日期晚于 %1</translation>
    </message>
    <message>
        <source>under a month old</source>
        <translation>不足一个月</translation>
    </message>
    <message>
        <source>%1, stale</source>
        <translation>%1，已过时</translation>
    </message>
    <message>
        <source>Every dated row: %1 shown. Ages are counted to %2.</source>
        <translation>全部带日期记录：显示 %1 行。年龄计算至 %2。</translation>
    </message>
    <message>
        <source>The prices in force on %1: %2 shown. The older rows are the price history.</source>
        <translation>%1 时有效的价格：显示 %2 行。较早的记录为历史价格。</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Choose a row to read its source in full here.</source>
        <translation>选择一行，可在此处查看其完整来源。</translation>
    </message>
    <message numerus="yes">
        <source>%n year</source>
        <translation>
            <numerusform>%n 年</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n years</source>
        <translation>
            <numerusform>%n 年</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month</source>
        <translation>
            <numerusform>%n 个月</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n months</source>
        <translation>
            <numerusform>%n 个月</numerusform>
        </translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>每 GPU 小时价格</translation>
    </message>
    <message numerus="yes">
        <source>%1 an instance-hour over %n GPUs</source>
        <translation>
            <numerusform>每实例小时 %1，分摊到 %n 个 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU models</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>cloud prices</source>
        <translation>云价格</translation>
    </message>
    <message>
        <source>electricity tariffs</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>exchange rates</source>
        <translation>汇率</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CheapestProbabilityChart</name>
    <message>
        <source>Probability of being the cheapest (%)</source>
        <translation>成本最低的概率（%）</translation>
    </message>
    <message>
        <source>The cheapest option in %1 of the %2 trials.</source>
        <translation>在 %2 次试验中，有 %1 的试验里它是成本最低的选项。</translation>
    </message>
    <message>
        <source>Cheaper than the baseline in %1 of the trials.</source>
        <translation>在 %1 的试验中比基准便宜。</translation>
    </message>
    <message>
        <source>In each trial every option is evaluated with the same draws of the uncertain inputs; the one with the lowest PV of cost (after tax when tax is on) is the cheapest, and a tie is split evenly, so the shares of all options add up to 100 %.</source>
        <translation>每次试验中，所有选项使用同一组不确定输入的抽样值进行测算；成本现值（启用税务时为税后）最低者即为最便宜，并列时平均分摊，因此各选项的占比合计为 100 %。</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ChoiceEditor</name>
    <message>
        <source>Change %1</source>
        <translation>修改 %1</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>税务</translation>
    </message>
    <message>
        <source>Off (figures before tax)</source>
        <translation>关闭（仅税前数字）</translation>
    </message>
    <message>
        <source>On (after-tax figures too)</source>
        <translation>开启（同时给出税后数字）</translation>
    </message>
    <message>
        <source>Depreciation method</source>
        <translation>折旧方法</translation>
    </message>
    <message>
        <source>Straight line</source>
        <translation>直线法</translation>
    </message>
    <message>
        <source>Declining balance</source>
        <translation>余额递减法</translation>
    </message>
    <message>
        <source>Sum of the years&apos; digits</source>
        <translation>年数总和法</translation>
    </message>
    <message>
        <source>MACRS 5-year (US)</source>
        <translation>MACRS 5 年（美国）</translation>
    </message>
    <message>
        <source>PRC straight line (5 % residual)</source>
        <translation>中国直线法（5% 残值）</translation>
    </message>
    <message>
        <source>Expense in the purchase month</source>
        <translation>购置当月一次性扣除</translation>
    </message>
    <message>
        <source>None</source>
        <translation>不折旧</translation>
    </message>
    <message>
        <source>Commitments at the horizon</source>
        <translation>测算期末的承诺</translation>
    </message>
    <message>
        <source>Count only the months inside (prorate)</source>
        <translation>只计测算期内的月份（按比例）</translation>
    </message>
    <message>
        <source>Pay the rest at the horizon (settle)</source>
        <translation>其余部分在期末结清（结清）</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CompareView</name>
    <message>
        <source>Compare: %1 and %2</source>
        <translation>对比：%1 与 %2</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>only in %1</source>
        <translation>仅在 %1 中</translation>
    </message>
    <message>
        <source>Cheapest in both: %1.</source>
        <translation>两者中成本最低的都是：%1。</translation>
    </message>
    <message>
        <source>The cheapest option changes: %1 in %2, %3 in %4.</source>
        <translation>成本最低的选项发生变化：%2 中为 %1，%4 中为 %3。</translation>
    </message>
    <message>
        <source>Input that differs</source>
        <translation>不同的输入项</translation>
    </message>
    <message>
        <source>No numeric input differs</source>
        <translation>没有不同的数值输入项</translation>
    </message>
    <message>
        <source>In the scenario file: %1</source>
        <translation>情景文件中的位置：%1</translation>
    </message>
    <message>
        <source>PV in %1 (A)</source>
        <translation>%1 的现值（A）</translation>
    </message>
    <message>
        <source>PV in %1 (B)</source>
        <translation>%1 的现值（B）</translation>
    </message>
    <message>
        <source>Difference (B − A)</source>
        <translation>差额（B − A）</translation>
    </message>
    <message>
        <source>Change (of A)</source>
        <translation>变化（相对 A）</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ComparisonTable</name>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <translation>%1（基准）</translation>
    </message>
    <message>
        <source>Double-click a figure to see how it is computed</source>
        <translation>双击数字查看其计算过程</translation>
    </message>
    <message>
        <source>Per reference
GPU-hour</source>
        <translation>每参考
GPU 小时</translation>
    </message>
    <message>
        <source>Levelised per
reference GPU-hour</source>
        <translation>每参考 GPU 小时
平准化成本</translation>
    </message>
    <message>
        <source>Unserved
GPU-hours</source>
        <translation>未满足
GPU 小时</translation>
    </message>
    <message>
        <source>IRR
(unlevered)</source>
        <translation>内部收益率
（无杠杆）</translation>
    </message>
    <message>
        <source>MIRR
(unlevered)</source>
        <translation>修正内部收益率
（无杠杆）</translation>
    </message>
    <message>
        <source>Profitability
index</source>
        <translation>盈利
指数</translation>
    </message>
    <message>
        <source>Break-even month
(nominal, before tax)</source>
        <translation>盈亏平衡月份
（名义、税前）</translation>
    </message>
    <message>
        <source>Payback
(after tax)</source>
        <translation>投资回收期
（税后）</translation>
    </message>
    <message>
        <source>Payback
(before tax)</source>
        <translation>投资回收期
（税前）</translation>
    </message>
    <message>
        <source>Above 100 % a year: read the MIRR, which reinvests at the discount rate</source>
        <translation>年化超过 100%：请看修正内部收益率 (MIRR)，它按折现率再投资</translation>
    </message>
    <message>
        <source>Total cost
(with delay cost)</source>
        <translation>总成本
（含延误成本）</translation>
    </message>
    <message>
        <source>Imputed delay
cost (not cash)</source>
        <translation>估算延误成本
（非现金）</translation>
    </message>
    <message>
        <source>What the unserved demand would cost to wait for (demand&apos;s unserved cost per GPU-hour): part of the total cost, but no cash is spent</source>
        <translation>未满足需求等待所产生的成本（按需求中每 GPU 小时的未满足成本计）：计入总成本，但不发生现金支出</translation>
    </message>
    <message>
        <source>The first month the option&apos;s nominal cost to date, before tax, is below the baseline&apos;s</source>
        <translation>该选项截至当月的名义税前累计成本首次低于基准方案的月份</translation>
    </message>
    <message>
        <source>When the savings (after tax when tax is on), with every loan paid in cash, repay the extra outlay: it differs from the break-even month when tax or a loan moves cash</source>
        <translation>节省额（计税时为税后）在按全额现金支付（不计贷款）时收回额外投入的时间：当税收或贷款改变现金流时，它与盈亏平衡月份不同</translation>
    </message>
    <message>
        <source>Per run:
%1</source>
        <translation>每次运行：
%1</translation>
    </message>
    <message>
        <source>Per million tokens:
%1</source>
        <translation>每百万 token：
%1</translation>
    </message>
    <message>
        <source>PV of cost
(adjusted PV)</source>
        <translation>成本现值
（调整现值）</translation>
    </message>
    <message>
        <source>PV after tax
(adjusted PV)</source>
        <translation>税后现值
（调整现值）</translation>
    </message>
    <message>
        <source>NPV saving
(adjusted PV)</source>
        <translation>净现值节省
（调整现值）</translation>
    </message>
    <message>
        <source>NPV saving
(cash alone)</source>
        <translation>净现值节省
（仅现金）</translation>
    </message>
    <message>
        <source>NPV saving
if prorated</source>
        <translation>净现值节省
（按比例计）</translation>
    </message>
    <message>
        <source>NPV saving
if settled</source>
        <translation>净现值节省
（期末结清）</translation>
    </message>
    <message>
        <source>Financing NPV
(at cost of debt)</source>
        <translation>融资净现值
（按债务成本）</translation>
    </message>
    <message>
        <source>PV of the baseline less PV of the option, both adjusted present values: flows paid in cash at the discount rate, loans and leases valued at the cost of debt</source>
        <translation>基准的现值减去该选项的现值，两者均为调整现值：以现金支付的现金流按折现率折现，贷款和租赁按债务成本计价</translation>
    </message>
    <message>
        <source>The NPV saving without the imputed delay cost of unserved demand, which is a valuation, not a cash flow</source>
        <translation>不含未满足需求的估算延误成本的净现值节省：延误成本是一种估值，不是现金流</translation>
    </message>
    <message>
        <source>The NPV saving with the other rule for reserved terms and leases that run past the horizon (prorated: only the months inside are paid; settled: the rest is paid at the end)</source>
        <translation>对超出测算期的预留期限和租赁采用另一规则时的净现值节省（按比例计：只支付期内月份；期末结清：剩余部分在期末支付）</translation>
    </message>
    <message>
        <source>What the loans are worth against paying cash, %1</source>
        <translation>贷款相对于现金支付的价值，%1</translation>
    </message>
    <message>
        <source>%1: not like for like, one of the two lacks a cost line the other has, or serves less of the demand (the tool tip says which)</source>
        <translation>%1：口径不一致，两者之一缺少另一方具有的成本项，或满足的需求较少（提示中说明）</translation>
    </message>
    <message>
        <source>Not like for like: %1</source>
        <translation>口径不一致：%1</translation>
    </message>
    <message>
        <source>Fewer columns</source>
        <translation>只看主要列</translation>
    </message>
    <message>
        <source>All columns (%1 more)</source>
        <translation>全部列（另有 %1 列）</translation>
    </message>
    <message>
        <source>Show only the option, its PV, cost per GPU-hour, NPV saving, MIRR and payback</source>
        <translation>只显示选项、现值、每 GPU 小时成本、净现值节省、修正内部收益率 (MIRR) 和投资回收期</translation>
    </message>
    <message>
        <source>Show every figure of the comparison</source>
        <translation>显示对比的全部数字</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CostsPage</name>
    <message>
        <source>Comparison of options</source>
        <translation>选项对比</translation>
    </message>
    <message>
        <source>Cumulative cost (nominal)</source>
        <translation>累计成本（名义值）</translation>
    </message>
    <message>
        <source>Annual cost by category</source>
        <translation>按类别的年度成本</translation>
    </message>
    <message>
        <source>Monthly cash flow</source>
        <translation>月度现金流</translation>
    </message>
    <message>
        <source>Cost per reference GPU-hour</source>
        <translation>每参考 GPU 小时成本</translation>
    </message>
    <message>
        <source>Owned utilisation by hour of week (mean over the horizon)</source>
        <translation>自有算力按每周小时的利用率（测算期平均）</translation>
    </message>
    <message>
        <source>NPV saving against the discount rate (NPV profile)</source>
        <translation>净现值节省随折现率的变化（净现值曲线）</translation>
    </message>
    <message>
        <source>Out of date: fix the inputs named above to see the figures again</source>
        <translation>已过时：请修正上方列出的输入项以重新显示数字</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CumulativeCostChart</name>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>累计成本</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>累计成本（%1）</translation>
    </message>
    <message>
        <source>Break-even with the baseline</source>
        <translation>与基准的盈亏平衡点</translation>
    </message>
    <message>
        <source>Double-click to see how it is computed</source>
        <translation>双击查看计算过程</translation>
    </message>
</context>
<context>
    <name>gputco::ui::DocumentActions</name>
    <message>
        <source>Opened an older file: %1</source>
        <translation>已打开旧版本文件：%1</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>打开方案</translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation>未命名方案</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them first?</source>
        <translation>“%1”有未保存的修改。是否先保存？</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>…… 另有 %1 项</translation>
    </message>
    <message>
        <source>Save a scenario with problems?</source>
        <translation>保存有问题的场景？</translation>
    </message>
    <message>
        <source>“%1” has problems, so it cannot be evaluated until they are fixed:

%2

Save it anyway?</source>
        <translation>“%1”存在问题，修正之前无法计算：

%2

仍然保存吗？</translation>
    </message>
    <message>
        <source>Not saved: fix the problems, or save anyway</source>
        <translation>未保存：请修正问题，或选择仍然保存</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>磁盘上的文件已更改</translation>
    </message>
    <message>
        <source>“%1” was changed by another program since it was opened. Overwrite it with this version? (The other version is kept as a .bak file.)</source>
        <translation>“%1”在打开后已被其他程序修改。是否用此版本覆盖？（另一版本将保留为 .bak 文件。）</translation>
    </message>
    <message>
        <source>Save scenario as</source>
        <translation>方案另存为</translation>
    </message>
    <message>
        <source>Revert to saved</source>
        <translation>恢复到已保存版本</translation>
    </message>
    <message>
        <source>Drop every unsaved change to “%1”? This cannot be undone.</source>
        <translation>放弃对“%1”的所有未保存修改？此操作无法撤销。</translation>
    </message>
    <message>
        <source>an untitled scenario</source>
        <translation>未命名方案</translation>
    </message>
    <message>
        <source>Restore unsaved changes</source>
        <translation>恢复未保存的修改</translation>
    </message>
    <message>
        <source>gputco did not close normally. Unsaved changes to %1 from %2 were kept. Restore them?</source>
        <translation>gputco 未正常关闭。已保留 %2 时对 %1 的未保存修改。是否恢复？</translation>
    </message>
    <message>
        <source>Save the scenario first: revisions are kept for each save</source>
        <translation>请先保存方案：每次保存都会保留一个修订版本</translation>
    </message>
    <message>
        <source>that revision cannot be read: %1</source>
        <translation>该修订版本无法读取：%1</translation>
    </message>
    <message>
        <source>revision of %1</source>
        <translation>%1 的修订版本</translation>
    </message>
    <message>
        <source>Restore %1</source>
        <translation>恢复%1</translation>
    </message>
    <message>
        <source>Fix this scenario&apos;s problems before comparing it</source>
        <translation>请先修正此方案的问题再进行对比</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Export PDF report</source>
        <translation>导出 PDF 报告</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Export audit workbook</source>
        <translation>导出审计工作簿</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>Export in progress</source>
        <translation>正在导出</translation>
    </message>
    <message>
        <source>“%1” is still being written. Cancel the export and close the window?</source>
        <translation>“%1”仍在写入。要取消导出并关闭窗口吗？</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ErrorBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>…… 另有 %1 项</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ExplainDialog</name>
    <message>
        <source>Input</source>
        <translation>输入项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至日期</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>How this figure is computed</source>
        <translation>此数字的计算过程</translation>
    </message>
    <message>
        <source>Formula: %1</source>
        <translation>公式：%1</translation>
    </message>
    <message>
        <source>Defined in the methodology, section “%1”</source>
        <translation>定义见方法说明“%1”一节</translation>
    </message>
    <message>
        <source>typed in the scenario</source>
        <translation>在方案中输入</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入项</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>%1
In the scenario file: %2</source>
        <translation>%1
情景文件中的位置：%2</translation>
    </message>
    <message>
        <source>More than 12 months old on %1: look for a current price</source>
        <translation>在 %1 时已超过 12 个月：请查找当前价格</translation>
    </message>
    <message>
        <source>Click to see how this figure is computed</source>
        <translation>点击查看此数字的计算方式</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Made of (each opens its own explanation)</source>
        <translation>构成（每项可打开其自己的解释）</translation>
    </message>
    <message>
        <source>%1 (source: %2)</source>
        <translation>%1（来源：%2）</translation>
    </message>
</context>
<context>
    <name>gputco::ui::FieldEditor</name>
    <message>
        <source>Make uncertain (Risk)…</source>
        <translation>设为不确定输入（风险）…</translation>
    </message>
    <message>
        <source>not a number: “%1”</source>
        <translation>不是数字：“%1”</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>修改%1</translation>
    </message>
    <message>
        <source>“%1” is not a number: the field keeps %2</source>
        <translation>“%1”不是数字：该项保持原值 %2</translation>
    </message>
    <message>
        <source>your value; the catalog&apos;s was %1</source>
        <translation>自填值；目录价格原为 %1</translation>
    </message>
    <message>
        <source>My estimate</source>
        <translation>我的估计值</translation>
    </message>
    <message>
        <source>Mark this price as your own estimate, not a catalog price or a dated quote: it is shown in amber, and the report names the options that rest on it</source>
        <translation>将此价格标记为您自己的估计值，而非目录价格或带日期的报价：它以琥珀色显示，报告会列出依赖它的选项</translation>
    </message>
    <message>
        <source>Mark %1 as your estimate</source>
        <translation>将%1标记为您的估计值</translation>
    </message>
    <message>
        <source>Clear the estimate mark of %1</source>
        <translation>清除%1的估计值标记</translation>
    </message>
</context>
<context>
    <name>gputco::ui::FrontierChart</name>
    <message>
        <source>Mean PV over the trials (%1)</source>
        <translation>各次试验的现值均值（%1）</translation>
    </message>
    <message>
        <source>P%1 of PV (%2)</source>
        <translation>现值的 P%1（%2）</translation>
    </message>
    <message>
        <source>Mixes with trials</source>
        <translation>运行了试验的组合</translation>
    </message>
    <message>
        <source>Frontier</source>
        <translation>前沿</translation>
    </message>
    <message>
        <source>Best mix</source>
        <translation>最优组合</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ImportPriceListDialog</name>
    <message>
        <source>new</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>有变化</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>无变化</translation>
    </message>
    <message>
        <source>conflict</source>
        <translation>冲突</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <source>subscription</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <source>reserved, %1 months</source>
        <translation>预留，%1 个月</translation>
    </message>
    <message>
        <source>Import Price List</source>
        <translation>导入价格表</translation>
    </message>
    <message>
        <source>A price list you downloaded, read here without going online. You see what would be added before anything is written.</source>
        <translation>读取您已下载的价格表，无需联网。写入任何内容之前，您会先看到将要添加的内容。</translation>
    </message>
    <message>
        <source>SkyPilot catalog (vms.csv)</source>
        <translation>SkyPilot 价格目录 (vms.csv)</translation>
    </message>
    <message>
        <source>Google Cloud pricing YAML (pricing.yml)</source>
        <translation>Google Cloud 价格 YAML (pricing.yml)</translation>
    </message>
    <message>
        <source>AWS EC2 offer file (JSON)</source>
        <translation>AWS EC2 报价文件 (JSON)</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>every region</source>
        <translation>所有区域</translation>
    </message>
    <message>
        <source>Region (optional)</source>
        <translation>区域（可选）</translation>
    </message>
    <message>
        <source>Check GPU instances only (faster on a large file)</source>
        <translation>只检查 GPU 实例（大文件更快）</translation>
    </message>
    <message>
        <source>Read File</source>
        <translation>读取文件</translation>
    </message>
    <message>
        <source>Stop Reading</source>
        <translation>停止读取</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计价方式</translation>
    </message>
    <message>
        <source>Old price per hour</source>
        <translation>原每小时价格</translation>
    </message>
    <message>
        <source>New price per hour</source>
        <translation>新每小时价格</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至日期</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Choose a price list</source>
        <translation>选择价格表</translation>
    </message>
    <message>
        <source>Price lists (*.csv *.yml *.yaml *.json);;All files (*)</source>
        <translation>价格表 (*.csv *.yml *.yaml *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Choose a format and a file first.</source>
        <translation>请先选择格式和文件。</translation>
    </message>
    <message>
        <source>Reading stopped: nothing read, nothing written.</source>
        <translation>已停止读取：未读取任何内容，也未写入任何内容。</translation>
    </message>
    <message>
        <source>The file cannot be imported; nothing was written:
%1</source>
        <translation>无法导入该文件；未写入任何内容：
%1</translation>
    </message>
    <message>
        <source>The library cannot be read: %1</source>
        <translation>无法读取资料库：%1</translation>
    </message>
    <message>
        <source>%1 (%2), as of %3: %4 offers read. New: %5, changed: %6, unchanged: %7, conflicts: %8.</source>
        <translation>%1（%2），截至 %3：读取 %4 条报价。新增：%5，有变化：%6，无变化：%7，冲突：%8。</translation>
    </message>
    <message>
        <source>Skipped: %1 without a GPU, %2 with a GPU the catalog does not list, %3 in other regions.</source>
        <translation>已跳过：%1 条无 GPU，%2 条的 GPU 不在价格目录中，%3 条属于其他区域。</translation>
    </message>
    <message>
        <source>Not imported, as the library&apos;s catalog has no such GPU: %1.</source>
        <translation>未导入，因为资料库的目录中没有这种 GPU：%1。</translation>
    </message>
    <message>
        <source>Some rows have the date of a stored row but other values: a correction needs a later date. Nothing can be imported from this file.</source>
        <translation>部分行与已存行日期相同但数值不同：更正需要更晚的日期。无法从该文件导入任何内容。</translation>
    </message>
    <message>
        <source>Nothing was imported:
%1</source>
        <translation>未导入任何内容：
%1</translation>
    </message>
    <message>
        <source>Rows added to the library: %1.</source>
        <translation>已向库中添加 %1 行。</translation>
    </message>
    <message>
        <source>Rows added to the library: %1 (%2 new prices, %3 changed; the older rows are kept as history).</source>
        <translation>已向库中添加 %1 行（新价格 %2 个，变更 %3 个；较早的记录保留为历史价格）。</translation>
    </message>
    <message>
        <source>Prices as of: must be a date written yyyy-MM-dd, such as 2026-12-01, got “%1”</source>
        <translation>价格截至日期：必须是 yyyy-MM-dd 格式的日期，例如 2026-12-01，实际为“%1”</translation>
    </message>
    <message>
        <source>Is the format right? A file ending in .%1 is usually a %2.</source>
        <translation>格式是否正确？以 .%1 结尾的文件通常是%2。</translation>
    </message>
    <message>
        <source>Every price in this file is already in the library: nothing to import.</source>
        <translation>此文件中的每个价格都已在库中：没有可导入的内容。</translation>
    </message>
    <message>
        <source>From the file&apos;s folder or name</source>
        <translation>由文件所在文件夹或文件名判断</translation>
    </message>
    <message>
        <source>Cloud (SkyPilot)</source>
        <translation>云厂商（SkyPilot）</translation>
    </message>
    <message>
        <source>%1: cannot tell which cloud the file prices: choose it under Cloud (SkyPilot), or keep the file in its catalog folder (aws/vms.csv); nothing was written.</source>
        <translation>%1：无法判断文件给出的是哪家云的价格：请在“云厂商（SkyPilot）”中选择，或把文件放在其目录文件夹中（aws/vms.csv）；未写入任何内容。</translation>
    </message>
    <message>
        <source>yyyy-MM-dd, for a file that states no date</source>
        <translation>yyyy-MM-dd，用于未注明日期的文件</translation>
    </message>
    <message>
        <source>The day the prices were valid. A file that states its own date fills this in.</source>
        <translation>价格有效的日期。文件注明了日期时会自动填入。</translation>
    </message>
    <message>
        <source>Prices as of</source>
        <translation>价格截至日期</translation>
    </message>
    <message>
        <source>%1 states no date for its prices: enter the day they were valid under Prices as of. Nothing can be imported until then.</source>
        <translation>%1 未注明其价格的日期：请在“价格截至日期”中填写价格有效的日期。在此之前无法导入。</translation>
    </message>
    <message>
        <source>GPUs the catalog has no model for: %1.</source>
        <translation>价格目录中没有对应型号的 GPU：%1。</translation>
    </message>
    <message>
        <source>Import Price List into the Team Library</source>
        <translation>将价格表导入团队资料库</translation>
    </message>
    <message>
        <source>Rows added to the team library: %1.</source>
        <translation>已向团队资料库添加 %1 行。</translation>
    </message>
    <message>
        <source>Rows added to the team library: %1 (%2 new prices, %3 changed; the older rows are kept as history).</source>
        <translation>已向团队资料库添加 %1 行（新价格 %2 个，变更 %3 个；较早的记录保留为历史价格）。</translation>
    </message>
    <message>
        <source>Importing into the team library…</source>
        <translation>正在导入团队资料库…</translation>
    </message>
</context>
<context>
    <name>gputco::ui::InputDistributionChart</name>
    <message>
        <source>This input names no field of the scenario</source>
        <translation>此输入项不对应场景中的任何字段</translation>
    </message>
    <message>
        <source>%1 of the draws are at or below %2 (P5 %3, P50 %4, P95 %5).</source>
        <translation>%1 的抽样值不高于 %2（P5 %3，P50 %4，P95 %5）。</translation>
    </message>
    <message>
        <source>Every Monte Carlo trial draws this input from this distribution, kept inside the values the field allows; the curve is its density, so its height shows where draws fall most often.</source>
        <translation>每次蒙特卡洛试验都从该分布中抽取此输入，并限制在该字段允许的取值范围内；曲线为其概率密度，高处即抽样值最常落在的区间。</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>低值</translation>
    </message>
    <message>
        <source>Most likely</source>
        <translation>最可能值</translation>
    </message>
    <message>
        <source>High</source>
        <translation>高值</translation>
    </message>
</context>
<context>
    <name>gputco::ui::InputsPanel</name>
    <message>
        <source>%1 was not copied: %2</source>
        <translation>%1 未复制：%2</translation>
    </message>
    <message>
        <source>Copy %1 from the catalog</source>
        <translation>从价格目录复制%1</translation>
    </message>
    <message>
        <source>Catalog…</source>
        <translation>价格目录…</translation>
    </message>
    <message>
        <source>Pick %1 from the catalog: its values, source and date are copied in</source>
        <translation>从价格目录选择%1：数值、来源和日期一并复制</translation>
    </message>
    <message>
        <source>flat</source>
        <translation>平稳</translation>
    </message>
    <message>
        <source>office hours</source>
        <translation>办公时间</translation>
    </message>
    <message>
        <source>nightly batch</source>
        <translation>夜间批处理</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Weekly profile: %1 — edit…</source>
        <translation>每周负载曲线：%1 — 编辑…</translation>
    </message>
    <message>
        <source>Change weekly profile</source>
        <translation>修改每周负载曲线</translation>
    </message>
    <message>
        <source>Option name</source>
        <translation>选项名称</translation>
    </message>
    <message>
        <source>Rename option</source>
        <translation>重命名选项</translation>
    </message>
    <message>
        <source>Duplicate option</source>
        <translation>复制选项</translation>
    </message>
    <message>
        <source>Add a source to this option</source>
        <translation>为此选项添加容量来源</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>添加%1</translation>
    </message>
    <message>
        <source>Move source up</source>
        <translation>上移来源</translation>
    </message>
    <message>
        <source>Move source down</source>
        <translation>下移来源</translation>
    </message>
    <message>
        <source>Move source up: it serves before the sources of its kind below it</source>
        <translation>上移来源：先于其下方的同类来源供给</translation>
    </message>
    <message>
        <source>Move source down: it serves after the sources of its kind above it</source>
        <translation>下移来源：晚于其上方的同类来源供给</translation>
    </message>
    <message>
        <source>Remove source</source>
        <translation>删除来源</translation>
    </message>
    <message>
        <source>a server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>a cloud offer</source>
        <translation>云产品报价</translation>
    </message>
    <message>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>需求</translation>
    </message>
    <message>
        <source>Electricity tariffs</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>a price for %1</source>
        <translation>%1 的价格</translation>
    </message>
    <message>
        <source>%1: price from the catalog…</source>
        <translation>%1：从价格目录取价…</translation>
    </message>
    <message>
        <source>GPU models</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>a GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Add or update a GPU model from the catalog…</source>
        <translation>从价格目录添加或更新 GPU 型号…</translation>
    </message>
    <message>
        <source>Source: %1, as of %2</source>
        <translation>来源：%1，截至日期 %2</translation>
    </message>
    <message>
        <source>Measured by the probe on %1 (%2, %3): %4</source>
        <translation>由探测程序在 %1 上测得（%2，%3）：%4</translation>
    </message>
    <message>
        <source>%1: neither this scenario nor the bundled example has a source to start from</source>
        <translation>%1：当前方案和内置示例中都没有可作为起点的容量来源</translation>
    </message>
    <message>
        <source>Add option %1</source>
        <translation>添加选项 %1</translation>
    </message>
    <message>
        <source>Show or hide these inputs</source>
        <translation>显示或隐藏这些输入项</translation>
    </message>
    <message>
        <source>Cloud storage, egress and support</source>
        <translation>云存储、出网流量与技术支持</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>运维人力</translation>
    </message>
    <message>
        <source>No price yet: enter the price per instance-hour below, or pick an offer with Catalog…</source>
        <translation>尚无价格：请在下方输入每实例小时价格，或通过“价格目录…”选择一项报价</translation>
    </message>
    <message>
        <source>No price yet: enter the price per instance-hour below.</source>
        <translation>尚无价格：请在下方输入每实例小时价格。</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Delete option</source>
        <translation>删除选项</translation>
    </message>
    <message>
        <source>Add source</source>
        <translation>添加来源</translation>
    </message>
    <message>
        <source>Add option…</source>
        <translation>添加选项…</translation>
    </message>
    <message>
        <source>Add an option from a template or from a catalog offer</source>
        <translation>从模板或价格目录报价添加选项</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Out of date: fix the inputs marked in red to see the figures again</source>
        <translation>已过期：修正标红的输入项后再查看这些数字</translation>
    </message>
    <message>
        <source>Click for how the present value was computed</source>
        <translation>点击查看现值的计算过程</translation>
    </message>
    <message>
        <source>Move option left</source>
        <translation>选项左移</translation>
    </message>
    <message>
        <source>Move option right</source>
        <translation>选项右移</translation>
    </message>
    <message>
        <source>Show this option&apos;s column on the Options page</source>
        <translation>在“选项”页显示此选项所在的列</translation>
    </message>
    <message>
        <source>One column per option. Each option serves the demand from its owned sources first, then reserved, spot and on-demand; sources of one kind in their order, top to bottom.</source>
        <translation>每个选项一列。每个选项先用自有来源满足需求，再依次使用预留、竞价和按量付费来源；同类来源按自上而下的顺序。</translation>
    </message>
    <message>
        <source>Whole GPUs</source>
        <translation>整卡（不切分）</translation>
    </message>
    <message>
        <source>%1, %2 per GPU</source>
        <translation>%1，每卡 %2 个</translation>
    </message>
    <message>
        <source>Size the demand from jobs…</source>
        <translation>按任务估算需求…</translation>
    </message>
    <message>
        <source>Training jobs and inference services instead of a GPU count</source>
        <translation>用训练任务和推理服务代替 GPU 数量</translation>
    </message>
    <message>
        <source>More than 12 months old on %1: look for a current price (Catalog…)</source>
        <translation>在 %1 时已超过 12 个月：请查找当前价格（目录…）</translation>
    </message>
    <message>
        <source>Change the prices&apos; date</source>
        <translation>更改价格评估日期</translation>
    </message>
    <message>
        <source>today (%1)</source>
        <translation>今天（%1）</translation>
    </message>
    <message>
        <source>Optimise…</source>
        <translation>优化…</translation>
    </message>
    <message>
        <source>Find how many owned nodes, reserved and spot instances this option should hold for the least cost</source>
        <translation>求出此选项应持有多少自有节点、预留实例和竞价实例，使成本最低</translation>
    </message>
    <message>
        <source>A&amp;dd option…</source>
        <translation>添加选项(&amp;D)…</translation>
    </message>
    <message>
        <source>%1 cannot be used here: %2</source>
        <translation>%1 不能用在这里：%2</translation>
    </message>
    <message>
        <source>each loan&apos;s own rate</source>
        <translation>每笔贷款自身利率</translation>
    </message>
    <message>
        <source>Type a yearly rate in per cent, such as 5.5, or leave it empty</source>
        <translation>请输入年利率百分数，例如 5.5，或留空</translation>
    </message>
    <message>
        <source>Change the cost of debt</source>
        <translation>修改债务成本</translation>
    </message>
    <message>
        <source>Demand: %1 typed + %2 from jobs (Sizing page…)</source>
        <translation>需求：输入 %1 + 任务 %2（规模估算页…）</translation>
    </message>
    <message>
        <source>The jobs on the Sizing page add to the GPUs typed above</source>
        <translation>规模估算页的任务叠加在上面输入的 GPU 上</translation>
    </message>
    <message>
        <source>Demand: %1 from jobs only (Sizing page…)</source>
        <translation>需求：仅来自任务的 %1（规模估算页…）</translation>
    </message>
    <message>
        <source>The jobs on the Sizing page replace the GPUs typed above, which no longer count; the Sizing page can add them instead</source>
        <translation>规模估算页的任务取代上面输入的 GPU，后者不再计入；可在规模估算页改为叠加</translation>
    </message>
    <message>
        <source>%1 cannot be added: %2</source>
        <translation>无法添加 %1：%2</translation>
    </message>
    <message>
        <source>%1 was not added: %2</source>
        <translation>未添加 %1：%2</translation>
    </message>
    <message>
        <source>Add option %1 with the GPU model %2 from the catalog</source>
        <translation>添加选项 %1 及目录中的 GPU 型号 %2</translation>
    </message>
    <message>
        <source>Added %1; its GPU model %2 was brought in from the catalog (GPU models)</source>
        <translation>已添加 %1；其 GPU 型号 %2 已从目录引入（GPU 型号）</translation>
    </message>
</context>
<context>
    <name>gputco::ui::KpiPanel</name>
    <message>
        <source>Cheapest option (PV after tax)</source>
        <translation>成本最低的选项（税后现值）</translation>
    </message>
    <message>
        <source>Cheapest option (PV)</source>
        <translation>成本最低的选项（现值）</translation>
    </message>
    <message>
        <source>The baseline is the cheapest option</source>
        <translation>基准选项即为成本最低的选项</translation>
    </message>
    <message>
        <source>against %1</source>
        <translation>对比 %1</translation>
    </message>
    <message>
        <source>Warning: unserved demand</source>
        <translation>警告：存在未满足需求</translation>
    </message>
    <message>
        <source>%1: %2 reference GPU-hours of demand are not served</source>
        <translation>%1：有 %2 参考 GPU 小时的需求未被满足</translation>
    </message>
    <message>
        <source>Its costs cover less work than the other options; compare with care.</source>
        <translation>该选项的成本对应的工作量少于其他选项，比较时请谨慎。</translation>
    </message>
    <message>
        <source>Click to see how this figure is computed</source>
        <translation>点击查看此数字的计算过程</translation>
    </message>
    <message>
        <source>NPV saving vs baseline (after tax)</source>
        <translation>相对基准的净现值节省（税后）</translation>
    </message>
    <message>
        <source>NPV saving vs baseline</source>
        <translation>相对基准的净现值节省</translation>
    </message>
    <message>
        <source>MIRR (unlevered)</source>
        <translation>修正内部收益率 MIRR（无杠杆）</translation>
    </message>
    <message>
        <source>Profitability index</source>
        <translation>盈利指数</translation>
    </message>
    <message>
        <source>Payback (after tax)</source>
        <translation>投资回收期（税后）</translation>
    </message>
    <message>
        <source>Payback (before tax)</source>
        <translation>投资回收期（税前）</translation>
    </message>
    <message>
        <source>Levelised cost per GPU-hour</source>
        <translation>每 GPU 小时平准化成本</translation>
    </message>
    <message>
        <source>PV of cost over PV of reference GPU-hours served</source>
        <translation>成本现值除以已服务参考 GPU 小时的现值</translation>
    </message>
    <message>
        <source>expected %1 (Monte Carlo mean of %2 trials)</source>
        <translation>期望值 %1（蒙特卡洛 %2 次试验的均值）</translation>
    </message>
    <message>
        <source>expected saving: the Monte Carlo is running…</source>
        <translation>期望节省：蒙特卡洛模拟正在运行…</translation>
    </message>
    <message>
        <source>IRR %1 a year</source>
        <translation>内部收益率每年 %1</translation>
    </message>
    <message>
        <source>no IRR</source>
        <translation>无内部收益率</translation>
    </message>
    <message>
        <source>IRR on the same flows: %1. %2</source>
        <translation>同一现金流的内部收益率：%1。%2</translation>
    </message>
    <message>
        <source>%1: MIRR is the figure to trust</source>
        <translation>%1：应以修正内部收益率 (MIRR) 为准</translation>
    </message>
    <message>
        <source>the savings come first: no outlay to earn a return on</source>
        <translation>节省先于投入：没有可产生回报的投入</translation>
    </message>
    <message>
        <source>PV of the savings per unit of PV invested</source>
        <translation>每单位投入现值带来的节省现值</translation>
    </message>
    <message>
        <source>until the savings repay the extra outlay, paid in cash</source>
        <translation>节省收回额外投入所需时间（按现金支付）</translation>
    </message>
    <message>
        <source>Warning: commitment past the horizon</source>
        <translation>警告：承诺超出测算期</translation>
    </message>
    <message>
        <source>%1: %2 of reserved terms and leases fall after the horizon</source>
        <translation>%1：预留期限和租赁中有 %2 落在测算期之后</translation>
    </message>
    <message>
        <source>Paid at the end of the horizon (commitments settled).</source>
        <translation>在测算期末支付（承诺已结清）。</translation>
    </message>
    <message>
        <source>Not counted in its costs (commitments prorated): a non-cancellable amount left out.</source>
        <translation>未计入其成本（承诺按比例计算）：一笔不可取消的金额被排除在外。</translation>
    </message>
    <message>
        <source>includes an imputed delay cost of %1 (not cash)</source>
        <translation>其中含估算延误成本 %1（非现金）</translation>
    </message>
    <message>
        <source>Cost per training run</source>
        <translation>每次训练成本</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>每百万 token 成本</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1，方案：%2</translation>
    </message>
    <message>
        <source>levelised %1 per GPU-hour</source>
        <translation>平准化成本每 GPU 小时 %1</translation>
    </message>
    <message>
        <source>an uncertain input has left its value in the inputs: see Risk</source>
        <translation>有 1 个不确定输入已与输入项中的值不一致：见“风险”页</translation>
    </message>
    <message>
        <source>%1 uncertain inputs have left their values in the inputs: see Risk</source>
        <translation>有 %1 个不确定输入已与输入项中的值不一致：见“风险”页</translation>
    </message>
    <message>
        <source>Demand from the Sizing page</source>
        <translation>需求来自“规模估算”页</translation>
    </message>
    <message>
        <source>%1 reference GPUs on average, from one job</source>
        <translation>平均 %1 个参考 GPU，来自 1 个任务</translation>
    </message>
    <message>
        <source>%1 reference GPUs on average, from %2 jobs</source>
        <translation>平均 %1 个参考 GPU，来自 %2 个任务</translation>
    </message>
    <message>
        <source>Every option serves it; the %1 GPUs typed under Demand do not count.</source>
        <translation>每个选项都按此需求计算；“需求”中填写的 %1 个 GPU 不计入。</translation>
    </message>
    <message>
        <source>Every option serves it.</source>
        <translation>每个选项都按此需求计算。</translation>
    </message>
    <message>
        <source>One option of %1 cannot serve all of it: see its warnings below.</source>
        <translation>%1 个选项中有 1 个无法满足全部需求：见下方警告。</translation>
    </message>
    <message>
        <source>%1 options of %2 cannot serve all of it: see their warnings below.</source>
        <translation>%2 个选项中有 %1 个无法满足全部需求：见下方警告。</translation>
    </message>
    <message>
        <source>The %1 GPUs typed under Demand do not count.</source>
        <translation>“需求”中填写的 %1 个 GPU 不计入。</translation>
    </message>
    <message>
        <source>Warning: a service does not fit</source>
        <translation>警告：服务放不进切片</translation>
    </message>
    <message>
        <source>%1: “%2” does not fit its %3 slices</source>
        <translation>%1：“%2”放不进它的 %3 切片</translation>
    </message>
    <message>
        <source>Source %1: a %2 slice of %3 holds %4 GB, less than the %5 GB the service needs, so this option cannot serve it.</source>
        <translation>来源 %1：%3 的一个 %2 切片只有 %4 GB，少于该服务所需的 %5 GB，因此此选项无法承载该服务。</translation>
    </message>
    <message>
        <source>in cash alone %1 (without the imputed delay cost)</source>
        <translation>仅计现金 %1（不含估算延误成本）</translation>
    </message>
    <message>
        <source>the loan is worth %1 at the cost of debt</source>
        <translation>按债务成本计，贷款价值 %1</translation>
    </message>
    <message>
        <source>NPV saving: %1 if settled, %2 if prorated</source>
        <translation>净现值节省：期末结清时 %1，按比例计时 %2</translation>
    </message>
    <message>
        <source>NPV saving: %1 if prorated, %2 if settled</source>
        <translation>净现值节省：按比例计时 %1，期末结清时 %2</translation>
    </message>
    <message>
        <source>%1 typed + %2 from the jobs = %3 reference GPUs on average</source>
        <translation>输入 %1 + 任务 %2 = 平均 %3 个参考 GPU</translation>
    </message>
    <message>
        <source>Not like for like</source>
        <translation>口径不一致</translation>
    </message>
    <message>
        <source>%1 against the baseline %2</source>
        <translation>%1 对比基准 %2</translation>
    </message>
    <message>
        <source>Part of the difference in cost is what one of them lacks: add the missing lines to compare like for like.</source>
        <translation>成本差异有一部分来自一方缺少的成本项：补上缺少的项才能同口径比较。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>1 note: %1</source>
        <translation>1 条提示：%1</translation>
    </message>
    <message>
        <source>%1 notes: %2</source>
        <translation>%1 条提示：%2</translation>
    </message>
    <message>
        <source>Click to fold them into this line</source>
        <translation>点击收起为一行</translation>
    </message>
    <message>
        <source>Click to show them</source>
        <translation>点击展开查看</translation>
    </message>
    <message>
        <source>demand from the Sizing page</source>
        <translation>需求来自“规模估算”页</translation>
    </message>
    <message>
        <source>not like for like</source>
        <translation>口径不一致</translation>
    </message>
    <message>
        <source>unserved demand</source>
        <translation>未满足需求</translation>
    </message>
    <message>
        <source>commitment past the horizon</source>
        <translation>承诺超出测算期</translation>
    </message>
    <message>
        <source>a service does not fit</source>
        <translation>服务放不进切片</translation>
    </message>
    <message>
        <source>the saving is positive in %1 of the trials</source>
        <translation>%1 的试验中节省为正</translation>
    </message>
    <message>
        <source>the mean differs from the figure at the file&apos;s values by more than 5 %: see Risk</source>
        <translation>均值与按文件取值计算的数字相差超过 5 %：见“风险”页</translation>
    </message>
</context>
<context>
    <name>gputco::ui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Copy table</source>
        <translation>复制表格(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Open a scenario with File &gt; Open, or drop a .gputco file here.</source>
        <translation>请通过“文件 &gt; 打开”打开方案，或将 .gputco 文件拖放到此处。</translation>
    </message>
    <message>
        <source>Evaluated in %1 ms</source>
        <translation>计算用时 %1 毫秒</translation>
    </message>
    <message>
        <source>The file could not be opened</source>
        <translation>无法打开该文件</translation>
    </message>
    <message>
        <source>Table copied as tab-separated text</source>
        <translation>表格已复制为制表符分隔文本</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>导出 PDF(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Re&amp;vert to Saved</source>
        <translation>恢复到已保存版本(&amp;V)</translation>
    </message>
    <message>
        <source>Compare &amp;with File…</source>
        <translation>与文件对比(&amp;W)…</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入项</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>This scenario has problems: fix them in the inputs to see its costs.</source>
        <translation>此方案存在问题：请在输入项中修正后查看成本。</translation>
    </message>
    <message>
        <source>that revision cannot be read: %1</source>
        <translation>该修订版本无法读取：%1</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>校准</translation>
    </message>
    <message>
        <source>&amp;Import Probe Result…</source>
        <translation>导入探测结果(&amp;I)…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>%1, revision of %2</source>
        <translation>%1，%2 的修订版本</translation>
    </message>
    <message>
        <source>Not saved: the file on disk is unchanged</source>
        <translation>未保存：磁盘上的文件未被更改</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>The options side by side, one column each, with their sources</source>
        <translation>各选项并排显示，每个一列，附其来源</translation>
    </message>
    <message>
        <source>Sizing</source>
        <translation>规模估算</translation>
    </message>
    <message>
        <source>Training jobs and inference services: the GPUs, memory and cost per million tokens they need</source>
        <translation>训练任务与推理服务：所需 GPU、显存和每百万 token 成本</translation>
    </message>
    <message>
        <source>Import &amp;Price List…</source>
        <translation>导入价格表(&amp;P)…</translation>
    </message>
    <message>
        <source>An Excel workbook whose every figure is a live formula</source>
        <translation>每个数字都是实时公式的 Excel 工作簿</translation>
    </message>
    <message>
        <source>Fix the scenario&apos;s problems first: the optimiser needs a valid scenario</source>
        <translation>请先修正方案的问题：优化器需要有效的方案</translation>
    </message>
    <message>
        <source>Not evaluated: the inputs have problems</source>
        <translation>未计算：输入项有问题</translation>
    </message>
    <message>
        <source>&amp;Costs</source>
        <translation>成本(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>选项(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Sizing</source>
        <translation>规模估算(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Risk</source>
        <translation>风险(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Inputs Panel</source>
        <translation>输入项面板(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Methodology</source>
        <translation>方法说明(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About gputco</source>
        <translation>关于 gputco(&amp;A)</translation>
    </message>
    <message>
        <source>About gputco</source>
        <translation>关于 gputco</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;gputco %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;The total cost of owning or renting a GPU cluster: owned, reserved, spot and on-demand capacity in one model, discounted cash flows after tax and depreciation, risk and an audit workbook.&lt;/p&gt;&lt;p&gt;Cost model revision %2. Every catalog price carries its source and date.&lt;/p&gt;&lt;p&gt;Built with Qt %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;gputco %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;自建或租用 GPU 集群的总拥有成本：自有、预留实例、竞价实例和按量付费容量在同一模型中，计入税和折旧的现金流折现、风险分析和审计工作簿。&lt;/p&gt;&lt;p&gt;成本模型第 %2 版。目录中的每个价格都附有来源和日期。&lt;/p&gt;&lt;p&gt;基于 Qt %3 构建。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Save&amp;d Revisions…</source>
        <translation>已保存的修订版本(&amp;D)…</translation>
    </message>
    <message>
        <source>Export Wor&amp;kbook…</source>
        <translation>导出工作簿(&amp;K)…</translation>
    </message>
    <message>
        <source>C&amp;alibration</source>
        <translation>校准(&amp;A)</translation>
    </message>
    <message>
        <source>No options yet</source>
        <translation>尚无选项</translation>
    </message>
    <message>
        <source>Op&amp;timise the Mix of an Option</source>
        <translation>优化选项的容量组合(&amp;T)</translation>
    </message>
    <message>
        <source>Team Library &amp;History…</source>
        <translation>团队资料库历史(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Team Revisions…</source>
        <translation>团队修订版本(&amp;T)…</translation>
    </message>
    <message>
        <source>Save the scenario first: the team library keeps its saves</source>
        <translation>请先保存方案：团队资料库记录的是每次保存</translation>
    </message>
    <message>
        <source>Revision %1 set to %2 in the team library</source>
        <translation>团队资料库中的修订版本 %1 已设为“%2”</translation>
    </message>
    <message>
        <source>Team revision %1 cannot be read: %2</source>
        <translation>无法读取团队修订版本 %1：%2</translation>
    </message>
    <message>
        <source>Take team revision %1</source>
        <translation>取入团队修订版本 %1</translation>
    </message>
    <message>
        <source>Team revision %1 is in the editor; the file changes when you save (Undo brings yours back)</source>
        <translation>团队修订版本 %1 已在编辑器中；保存时文件才会更改（撤销可恢复您的版本）</translation>
    </message>
    <message>
        <source>A newer version in the team library</source>
        <translation>团队资料库中有较新的版本</translation>
    </message>
    <message>
        <source>%1

Your save is in the file on this computer. Open the team&apos;s newest revision in the editor? Undo brings yours back, to make your change again on the newer one.</source>
        <translation>%1

您保存的内容在本机的文件中。要在编辑器中打开团队最新的修订版本吗？撤销可恢复您的版本，以便在较新的版本上重新进行更改。</translation>
    </message>
    <message>
        <source>The team library&apos;s revisions could not be read: %1</source>
        <translation>无法读取团队资料库的修订版本：%1</translation>
    </message>
    <message>
        <source>The team library is not in use now: %1</source>
        <translation>当前未使用团队资料库：%1</translation>
    </message>
    <message>
        <source>another scenario is open now</source>
        <translation>现在打开的是另一个方案</translation>
    </message>
    <message>
        <source>%1, team revision %2</source>
        <translation>%1，团队修订版本 %2</translation>
    </message>
    <message>
        <source>team revision %1</source>
        <translation>团队修订版本 %1</translation>
    </message>
    <message>
        <source>Team library</source>
        <translation>团队资料库</translation>
    </message>
    <message>
        <source>&amp;Close Window</source>
        <translation>关闭窗口(&amp;C)</translation>
    </message>
</context>
<context>
    <name>gputco::ui::MethodologyDialog</name>
    <message>
        <source>Methodology — gputco</source>
        <translation>方法说明 — gputco</translation>
    </message>
    <message>
        <source>How every figure is computed. The report&apos;s appendix has the same text.</source>
        <translation>每个数字的计算方法。报告附录中的内容与此相同。</translation>
    </message>
    <message>
        <source>Find in the methodology (Enter for the next match)</source>
        <translation>在方法说明中查找（按 Enter 查找下一处）</translation>
    </message>
</context>
<context>
    <name>MixWords</name>
    <message>
        <source>%1 owned nodes</source>
        <translation>%1 个自有节点</translation>
    </message>
    <message>
        <source>%1 reserved instances</source>
        <translation>%1 个预留实例</translation>
    </message>
    <message>
        <source>at most %1 spot instances</source>
        <translation>最多 %1 个竞价实例</translation>
    </message>
    <message>
        <source>owned nodes</source>
        <translation>自有节点</translation>
    </message>
    <message>
        <source>reserved instances</source>
        <translation>预留实例</translation>
    </message>
    <message>
        <source>spot instances</source>
        <translation>竞价实例</translation>
    </message>
    <message>
        <source>source %1: %2</source>
        <translation>来源 %1：%2</translation>
    </message>
</context>
<context>
    <name>gputco::ui::OptimiseDialog</name>
    <message>
        <source>Optimise “%1”</source>
        <translation>优化“%1”</translation>
    </message>
    <message>
        <source>Finds how many units of each source to hold for the least PV of cost (after tax when tax is on), exactly over every mix up to the limits below; on-demand capacity serves the rest.</source>
        <translation>求出每个来源应持有多少单位，使成本现值（计税时为税后）最低；在下列上限内对所有组合精确求解，其余需求由按量付费容量承担。</translation>
    </message>
    <message>
        <source>The file holds %1</source>
        <translation>文件中为 %1</translation>
    </message>
    <message>
        <source>Capex at month 0 at most</source>
        <translation>第 0 月资本支出最多</translation>
    </message>
    <message>
        <source>Demand left unserved at most</source>
        <translation>未满足需求最多</translation>
    </message>
    <message>
        <source>Risk limit: percentile</source>
        <translation>风险上限：百分位</translation>
    </message>
    <message>
        <source> trials</source>
        <translation> 次试验</translation>
    </message>
    <message>
        <source>of PV at most</source>
        <translation>的现值最多</translation>
    </message>
    <message>
        <source>The scenario lists no uncertain inputs (Risk page)</source>
        <translation>方案未列出不确定输入（见风险页）</translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation>次优组合</translation>
    </message>
    <message>
        <source>PV of cost</source>
        <translation>成本现值</translation>
    </message>
    <message>
        <source>Mean PV</source>
        <translation>现值均值</translation>
    </message>
    <message>
        <source>Percentile PV</source>
        <translation>百分位现值</translation>
    </message>
    <message>
        <source>Optimise</source>
        <translation>优化</translation>
    </message>
    <message>
        <source>Cancel search</source>
        <translation>取消搜索</translation>
    </message>
    <message>
        <source>Add as option</source>
        <translation>添加为选项</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索……</translation>
    </message>
    <message>
        <source>Searching… %1 mixes evaluated</source>
        <translation>正在搜索……已评估 %1 个组合</translation>
    </message>
    <message>
        <source>%1 of the grid&apos;s %2 mixes evaluated exactly, %3 with their trials.</source>
        <translation>网格中 %2 个组合里精确评估了 %1 个，其中 %3 个运行了试验。</translation>
    </message>
    <message>
        <source>Cancelled: nothing found yet is known to be the best.</source>
        <translation>已取消：目前找到的组合不能确定为最优。</translation>
    </message>
    <message>
        <source>no mix keeps the percentile of its PV within the budget</source>
        <translation>没有组合能使其现值百分位不超过预算</translation>
    </message>
    <message>
        <source>no mix leaves that little demand unserved</source>
        <translation>没有组合能使未满足需求这么少</translation>
    </message>
    <message>
        <source>no mix stays within the capex limit</source>
        <translation>没有组合能满足资本支出上限</translation>
    </message>
    <message>
        <source>no mix of the grid meets the limits</source>
        <translation>网格中没有组合满足这些上限</translation>
    </message>
    <message>
        <source>No mix meets the limits: %1.</source>
        <translation>没有组合满足上限：%1。</translation>
    </message>
    <message>
        <source>Best mix: %1.
PV of cost %2, capex at month 0 %3, demand unserved %4 %.</source>
        <translation>最优组合：%1。
成本现值 %2，第 0 月资本支出 %3，未满足需求 %4 %。</translation>
    </message>
    <message>
        <source>Mean PV %1, P%2 %3.</source>
        <translation>现值均值 %1，P%2 %3。</translation>
    </message>
    <message>
        <source>%1&lt;br&gt;mean %2, P%3 %4</source>
        <translation>%1&lt;br&gt;均值 %2，P%3 %4</translation>
    </message>
    <message>
        <source>Add optimised option</source>
        <translation>添加优化后的选项</translation>
    </message>
    <message>
        <source>This option holds only on-demand capacity: there is no count of nodes or instances to choose. Add an owned, reserved or spot source to optimise it.</source>
        <translation>此选项只有按量付费容量：没有可选择的节点或实例数量。请添加自有、预留或竞价来源后再优化。</translation>
    </message>
    <message>
        <source>Optimised: %1</source>
        <translation>优化：%1</translation>
    </message>
    <message>
        <source>Source %1, %2: %3 at most</source>
        <translation>来源 %1，%2：%3最多</translation>
    </message>
    <message>
        <source>The cheapest mix meeting the other limits: %1, PV %2.</source>
        <translation>满足其他限制的最便宜组合：%1，现值 %2。</translation>
    </message>
    <message>
        <source>The lowest P%1 the search reached: %2, with %3.</source>
        <translation>搜索达到的最低 P%1：%2，组合为 %3。</translation>
    </message>
    <message>
        <source>It saves %1 of PV against the option&apos;s current mix (%2, PV %3).</source>
        <translation>相对该选项当前的组合（%2，现值 %3），可节省现值 %1。</translation>
    </message>
    <message>
        <source>The option&apos;s current mix is the best already.</source>
        <translation>该选项当前的组合已是最优组合。</translation>
    </message>
    <message numerus="yes">
        <source>Mixes with the best mix&apos;s PV, not listed: %n. They differ from it only in a limit that is never reached (more spot instances allowed than are ever started), the same plan in effect.</source>
        <translation>
            <numerusform>与最优组合现值相同、未列出的组合：%n 个。它们与最优组合只在一项从未达到的上限上不同（允许的现货实例多于实际启动的数量），实际上是同一方案。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gputco::ui::OptionBoard</name>
    <message>
        <source>PV after tax %1</source>
        <translation>税后现值 %1</translation>
    </message>
    <message>
        <source>PV of cost %1</source>
        <translation>成本现值 %1</translation>
    </message>
    <message>
        <source>%1 per reference GPU-hour</source>
        <translation>每参考 GPU 小时 %1</translation>
    </message>
    <message>
        <source>The baseline</source>
        <translation>基准</translation>
    </message>
    <message>
        <source>NPV saving %1</source>
        <translation>净现值节省 %1</translation>
    </message>
</context>
<context>
    <name>OptionTemplates</name>
    <message>
        <source>Buy servers</source>
        <translation>自购服务器</translation>
    </message>
    <message>
        <source>Reserved + on-demand overflow</source>
        <translation>预留实例 + 按量付费溢出</translation>
    </message>
    <message>
        <source>Hybrid: own + burst to cloud</source>
        <translation>混合：自购 + 云上突发扩容</translation>
    </message>
    <message>
        <source>Monthly subscription</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <source>From the catalog…</source>
        <translation>从价格目录选择…</translation>
    </message>
    <message>
        <source>Owned servers in your data centre: price, power, staff and depreciation.</source>
        <translation>在自有数据中心部署服务器：价格、电力、运维人力与折旧。</translation>
    </message>
    <message>
        <source>A committed term for the base load, on-demand instances for the peaks.</source>
        <translation>以承诺使用期限承担基础负载，以按量付费实例应对高峰。</translation>
    </message>
    <message>
        <source>Owned servers first, on-demand cloud instances for what they cannot serve.</source>
        <translation>优先使用自购服务器，其无法承担的需求由按量付费云实例承担。</translation>
    </message>
    <message>
        <source>Capacity paid month by month, as Chinese clouds sell it; you enter its price.</source>
        <translation>按月付费的容量（国内云厂商的包年包月）；价格由您输入。</translation>
    </message>
    <message>
        <source>One cloud offer from the catalog, named after it, with its price, source and date.</source>
        <translation>价格目录中的一项云服务报价，以其命名，并带有价格、来源和截至日期。</translation>
    </message>
    <message>
        <source>Owned servers</source>
        <translation>自购服务器</translation>
    </message>
    <message>
        <source>Reserved or subscription</source>
        <translation>预留实例或包年包月</translation>
    </message>
    <message>
        <source>Spot instances</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <source>On-demand instances</source>
        <translation>按量付费实例</translation>
    </message>
    <message>
        <source>%1, spot</source>
        <translation>%1，抢占式实例</translation>
    </message>
    <message>
        <source>%1, monthly subscription</source>
        <translation>%1，包年包月</translation>
    </message>
    <message>
        <source>%1, reserved</source>
        <translation>%1，预留实例</translation>
    </message>
    <message>
        <source>%1, 1-year reserved</source>
        <translation>%1，1 年预留实例</translation>
    </message>
    <message>
        <source>%1, %2-year reserved</source>
        <translation>%1，%2 年预留实例</translation>
    </message>
    <message>
        <source>%1, %2-month reserved</source>
        <translation>%1，%2 个月预留实例</translation>
    </message>
    <message>
        <source>%1, on-demand</source>
        <translation>%1，按量付费</translation>
    </message>
</context>
<context>
    <name>gputco::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>How often unsaved changes are copied to the recovery folder, so that a crash loses at most this much work.</source>
        <translation>未保存的更改多久复制一次到恢复文件夹：程序崩溃时最多丢失这段时间的工作。</translation>
    </message>
    <message>
        <source>Name on the report&apos;s title page</source>
        <translation>报告封面上的姓名</translation>
    </message>
    <message>
        <source>&amp;Autosave every:</source>
        <translation>自动保存间隔(&amp;A)：</translation>
    </message>
    <message>
        <source>Report &amp;prepared by:</source>
        <translation>报告编制人(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;This computer: works offline, needs no set-up</source>
        <translation>本机(&amp;T)：可离线使用，无需设置</translation>
    </message>
    <message>
        <source>T&amp;eam library on a PostgreSQL server</source>
        <translation>PostgreSQL 服务器上的团队资料库(&amp;E)</translation>
    </message>
    <message>
        <source>db.example.com</source>
        <translation>服务器的主机名</translation>
    </message>
    <message>
        <source>your login on the server</source>
        <translation>您在服务器上的登录名</translation>
    </message>
    <message>
        <source>Encrypted (require)</source>
        <translation>加密</translation>
    </message>
    <message>
        <source>Encrypted, server&apos;s certificate checked (verify-full)</source>
        <translation>加密并校验服务器证书</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>服务器(&amp;S)：</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>端口(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>数据库(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <source>E&amp;ncryption:</source>
        <translation>加密(&amp;N)：</translation>
    </message>
    <message>
        <source>The password is asked once a session, unless PGPASSWORD or ~/.pgpass gives it; gputco never saves it.</source>
        <translation>每次会话询问一次密码，除非 PGPASSWORD 或 ~/.pgpass 已提供；gputco 从不保存密码。</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>资料库</translation>
    </message>
    <message>
        <source>the server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>the database</source>
        <translation>数据库</translation>
    </message>
    <message>
        <source>the user</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>A team library needs %1: fill it in, or choose This computer.</source>
        <translation>团队资料库需要填写%1：请填写，或选择“本机”。</translation>
    </message>
    <message>
        <source>The password comes from PGPASSWORD or ~/.pgpass, or this desktop&apos;s secret store; else it is asked when connecting, and kept there only if you tick Remember. gputco never writes it to a file.</source>
        <translation>密码取自 PGPASSWORD 或 ~/.pgpass，或本桌面的密钥存储；否则在连接时询问，仅当您勾选“记住”时才保存在密钥存储中。gputco 从不将其写入文件。</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ProbeProcess</name>
    <message>
        <source>gputco-probe was not found beside gputco: reinstall gputco, or import a probe result from a GPU machine instead.</source>
        <translation>在 gputco 旁找不到 gputco-probe：请重新安装 gputco，或改为导入在 GPU 机器上得到的探测结果。</translation>
    </message>
    <message>
        <source>gputco-probe could not be started: %1</source>
        <translation>无法启动 gputco-probe：%1</translation>
    </message>
    <message>
        <source>gputco-probe did not finish within %1 s and was stopped: the GPU driver may be hung. Nothing was changed.</source>
        <translation>gputco-probe 未在 %1 秒内完成，已被终止：GPU 驱动可能已挂起。未做任何更改。</translation>
    </message>
    <message>
        <source>gputco-probe crashed: the GPU driver may be broken. Nothing was changed.</source>
        <translation>gputco-probe 崩溃：GPU 驱动可能已损坏。未做任何更改。</translation>
    </message>
    <message>
        <source>gputco-probe stopped with exit status %1: %2</source>
        <translation>gputco-probe 以退出状态 %1 结束：%2</translation>
    </message>
    <message>
        <source>gputco-probe printed something that is not a probe result: %1</source>
        <translation>gputco-probe 的输出不是探测结果：%1</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ProfileEditor</name>
    <message>
        <source>Weekly demand profile</source>
        <translation>每周需求曲线</translation>
    </message>
    <message>
        <source>How busy each hour of the week is, relative to the average. Pick a preset, or select cells and paint a value into them. The profile is scaled to an average of 1.</source>
        <translation>一周中每个小时的繁忙程度（相对于平均值）。可选择预设，或选中单元格后填入数值。曲线会按平均值为 1 进行缩放。</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>平稳</translation>
    </message>
    <message>
        <source>Office hours (Mon–Fri 08:00–20:00)</source>
        <translation>办公时间（周一至周五 08:00–20:00）</translation>
    </message>
    <message>
        <source>Nightly batch (20:00–08:00)</source>
        <translation>夜间批处理（20:00–08:00）</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Value to paint</source>
        <translation>填入数值</translation>
    </message>
    <message>
        <source>Paint selection</source>
        <translation>填入所选单元格</translation>
    </message>
    <message>
        <source>Average: %1</source>
        <translation>平均值：%1</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Discard the copy</source>
        <translation>丢弃副本</translation>
    </message>
    <message>
        <source>Rebuild the library</source>
        <translation>重建资料库</translation>
    </message>
    <message>
        <source>gputco scenarios (*.gputco);;All files (*)</source>
        <translation>gputco 方案 (*.gputco);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Cancel the export and close</source>
        <translation>取消导出并关闭</translation>
    </message>
    <message>
        <source>Keep exporting</source>
        <translation>继续导出</translation>
    </message>
</context>
<context>
    <name>gputco::ui::PvDistributionChart</name>
    <message>
        <source>PV of cost</source>
        <translation>成本现值</translation>
    </message>
    <message>
        <source>PV of cost (%1)</source>
        <translation>成本现值（%1）</translation>
    </message>
    <message>
        <source>Probability PV is at most this (%)</source>
        <translation>现值不超过此值的概率（%）</translation>
    </message>
    <message>
        <source>PV of cost at most %1</source>
        <translation>成本现值不超过 %1</translation>
    </message>
    <message>
        <source>%1: %2 of the trials (P10 %3, P50 %4, P90 %5)</source>
        <translation>%1：%2 的试验（P10 %3，P50 %4，P90 %5）</translation>
    </message>
    <message>
        <source>Each of the %1 trials (seed %2) draws every uncertain input from its distribution, the same draws for every option, and evaluates the whole scenario. A curve&apos;s height at a value is the share of trials whose PV of cost (after tax when tax is on) is at or below it, read between the percentiles 0, 1, ..., 100.</source>
        <translation>%1 次试验（随机种子 %2）中的每一次，都从各自分布中抽取全部不确定输入（所有选项使用同一组抽样值），并测算整个场景。曲线在某一数值处的高度，是成本现值（启用税务时为税后）不高于该值的试验占比，按 0、1、…、100 百分位之间插值读取。</translation>
    </message>
</context>
<context>
    <name>gputco::ui::PvPercentileTable</name>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <source>P50 (median)</source>
        <translation>P50（中位数）</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>One trial in ten has a PV below this</source>
        <translation>十次试验中有一次的现值低于此值</translation>
    </message>
    <message>
        <source>Half the trials have a PV below this</source>
        <translation>一半试验的现值低于此值</translation>
    </message>
    <message>
        <source>Nine trials in ten have a PV below this</source>
        <translation>十次试验中有九次的现值低于此值</translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation>%2 的 %1：%3</translation>
    </message>
    <message>
        <source>%1 of the %2 trials (seed %3) give this option a PV of cost at or below %4.</source>
        <translation>在 %2 次试验（随机种子 %3）中，有 %1 的试验里此选项的成本现值不高于 %4。</translation>
    </message>
    <message>
        <source>Mean %1 (standard error %2); P5 %3, P95 %4.</source>
        <translation>均值 %1（标准误 %2）；P5 %3，P95 %4。</translation>
    </message>
    <message>
        <source>The PV of cost is after tax when tax is on. Every trial draws the uncertain inputs once and evaluates every option with the same draws; a percentile is read from the trials&apos; PVs in order.</source>
        <translation>启用税务时成本现值为税后值。每次试验对不确定输入抽样一次，所有选项使用同一组抽样值测算；百分位数取自各次试验现值的排序结果。</translation>
    </message>
    <message>
        <source>Out of date: the scenario has changed since this run.</source>
        <translation>已过期：本次运行之后场景已有改动。</translation>
    </message>
</context>
<context>
    <name>ReportText</name>
    <message>
        <source>scenario input</source>
        <translation>方案输入</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设条件</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至日期</translation>
    </message>
    <message>
        <source>Option %1: %2</source>
        <translation>选项 %1：%2</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>校准</translation>
    </message>
    <message>
        <source>Calibrated rate = datasheet rate x efficiency; the workload&apos;s shares weight the metrics.</source>
        <translation>校准速率 = 规格书速率 × 效率；各指标按工作负载占比加权。</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Datasheet</source>
        <translation>规格书数值</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <source>Calibrated rate</source>
        <translation>校准速率</translation>
    </message>
    <message>
        <source>Share of workload</source>
        <translation>工作负载占比</translation>
    </message>
    <message>
        <source>Speed of each GPU model</source>
        <translation>各 GPU 型号的速度</translation>
    </message>
    <message>
        <source>In reference GPU-hours per hour (%1 = 1).</source>
        <translation>单位：每小时参考 GPU 小时（%1 = 1）。</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>catalog reference</source>
        <translation>目录参考值</translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <translation>%1（基准）</translation>
    </message>
    <message>
        <source>Key figures: cost</source>
        <translation>关键指标：成本</translation>
    </message>
    <message>
        <source>Present values at the scenario&apos;s discount rate; nominal totals over the horizon.</source>
        <translation>现值按方案折现率计算；总成本为测算期内名义值合计。</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>PV of cost</source>
        <translation>成本现值</translation>
    </message>
    <message>
        <source>PV after tax</source>
        <translation>税后现值</translation>
    </message>
    <message>
        <source>Per reference GPU-hour</source>
        <translation>每参考 GPU 小时成本</translation>
    </message>
    <message>
        <source>Delivered GPU-hours</source>
        <translation>已交付 GPU 小时</translation>
    </message>
    <message>
        <source>Unserved GPU-hours</source>
        <translation>未满足 GPU 小时</translation>
    </message>
    <message>
        <source>Key figures: against the baseline</source>
        <translation>关键指标：与基准对比</translation>
    </message>
    <message>
        <source>NPV saving</source>
        <translation>净现值 (NPV) 节省</translation>
    </message>
    <message>
        <source>Discounted payback</source>
        <translation>折现投资回收期</translation>
    </message>
    <message>
        <source>Break-even utilisation</source>
        <translation>盈亏平衡利用率</translation>
    </message>
    <message>
        <source>Key figures: energy and use</source>
        <translation>关键指标：能耗与利用率</translation>
    </message>
    <message>
        <source>Energy (MWh)</source>
        <translation>能耗（兆瓦时）</translation>
    </message>
    <message>
        <source>CO2 (t)</source>
        <translation>CO2（吨）</translation>
    </message>
    <message>
        <source>Mean owned utilisation</source>
        <translation>自购集群平均利用率</translation>
    </message>
    <message>
        <source>Yearly cost: %1</source>
        <translation>年度成本：%1</translation>
    </message>
    <message>
        <source>Nominal amounts in %1. Financing interest (a part of financing) and the tax shield are memo lines, not added to the total.</source>
        <translation>名义金额，单位 %1。融资利息（融资的一部分）和税盾为备忘行，不计入合计。</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>第 %1 年</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Total cost of ownership report</source>
        <translation>总拥有成本 (TCO) 报告</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>编制人</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>测算期</translation>
    </message>
    <message>
        <source>%1 years (%2 months)</source>
        <translation>%1 年（%2 个月）</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>基准</translation>
    </message>
    <message>
        <source>Scenario file</source>
        <translation>方案文件</translation>
    </message>
    <message>
        <source>SHA-256 of the file</source>
        <translation>文件 SHA-256</translation>
    </message>
    <message>
        <source>%1 · SHA-256 %2</source>
        <translation>%1 · SHA-256 %2</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>执行摘要</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>累计成本</translation>
    </message>
    <message>
        <source>Nominal cost to date; a diamond marks the month an option breaks even with the baseline.</source>
        <translation>截至当月的名义累计成本；菱形标记选项与基准达到盈亏平衡的月份。</translation>
    </message>
    <message>
        <source>Annual cost by category</source>
        <translation>按类别的年度成本</translation>
    </message>
    <message>
        <source>Cost per reference GPU-hour</source>
        <translation>每参考 GPU 小时成本</translation>
    </message>
    <message>
        <source>Total nominal cost divided by the reference GPU-hours delivered.</source>
        <translation>名义总成本除以已交付的参考 GPU 小时。</translation>
    </message>
    <message>
        <source>Yearly cost by category</source>
        <translation>按类别的年度成本明细</translation>
    </message>
    <message>
        <source>One option is costed over %1 years, discounted at %2 a year.</source>
        <translation>本报告测算 1 个选项，测算期 %1 年，年折现率 %2。</translation>
    </message>
    <message>
        <source>%1 options are compared over %2 years, discounted at %3 a year.</source>
        <translation>本报告比较 %1 个选项，测算期 %2 年，年折现率 %3。</translation>
    </message>
    <message>
        <source>The cheapest option after tax is %1, with a present value of cost of %2 after tax (%3 before tax).</source>
        <translation>税后成本最低的选项是 %1，税后成本现值为 %2（税前 %3）。</translation>
    </message>
    <message>
        <source>Before tax, %1 is cheapest, at %2.</source>
        <translation>按税前计算，%1 成本最低，为 %2。</translation>
    </message>
    <message>
        <source>The cheapest option is %1, with a present value of cost of %2.</source>
        <translation>成本最低的选项是 %1，成本现值为 %2。</translation>
    </message>
    <message>
        <source>It is the baseline itself, so no option saves money against it.</source>
        <translation>该选项即为基准，因此没有选项能相对基准节省成本。</translation>
    </message>
    <message>
        <source>Against the baseline, %1 (%2), it saves %3 in net present value.</source>
        <translation>与基准 %1（%2）相比，其净现值 (NPV) 节省 %3。</translation>
    </message>
    <message>
        <source>Its cumulative cost falls below the baseline&apos;s in %1 and stays below.</source>
        <translation>其累计成本在%1降至基准以下，并持续低于基准。</translation>
    </message>
    <message>
        <source>Its cumulative cost does not stay below the baseline&apos;s within the horizon.</source>
        <translation>在测算期内，其累计成本未能持续低于基准。</translation>
    </message>
    <message>
        <source>WARNING: %1 leaves %2 reference GPU-hours of demand unserved (%3 of the demand). Its costs pay for less work than the other options: compare it with care.</source>
        <translation>警告：%1 有 %2 参考 GPU 小时的需求未被满足（占需求的 %3）。该选项的成本对应的工作量少于其他选项，比较时请谨慎。</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Appendix: methodology</source>
        <translation>附录：方法说明</translation>
    </message>
    <message>
        <source>Note on %1: %2</source>
        <translation>关于 %1 的说明：%2</translation>
    </message>
    <message>
        <source>%1: cannot be written</source>
        <translation>%1：无法写入</translation>
    </message>
    <message>
        <source>The difference is PV of %1 minus PV of %2; the swing is how far it moves.</source>
        <translation>差额为 %1 的现值减去 %2 的现值；摆幅为差额的变动范围。</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>基础值</translation>
    </message>
    <message>
        <source>Low (P5)</source>
        <translation>低值 (P5)</translation>
    </message>
    <message>
        <source>High (P95)</source>
        <translation>高值 (P95)</translation>
    </message>
    <message>
        <source>Difference at low</source>
        <translation>低值时差额</translation>
    </message>
    <message>
        <source>Difference at high</source>
        <translation>高值时差额</translation>
    </message>
    <message>
        <source>Swing</source>
        <translation>摆幅</translation>
    </message>
    <message>
        <source>Monte Carlo: PV of each option over %1 trials (seed %2)</source>
        <translation>蒙特卡洛模拟：各选项在 %1 次试验中的现值（种子 %2）</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>P5</source>
        <translation>P5</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P95</source>
        <translation>P95</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>成本最低</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>基准</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>Distribution of PV by option</source>
        <translation>各选项的现值分布</translation>
    </message>
    <message>
        <source>How likely each option&apos;s PV is at most a given amount.</source>
        <translation>各选项现值不超过某一金额的概率。</translation>
    </message>
    <message>
        <source>Probe measurements</source>
        <translation>探测测量值</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>Efficiency before</source>
        <translation>探测前效率</translation>
    </message>
    <message>
        <source>Efficiency used</source>
        <translation>采用的效率</translation>
    </message>
    <message>
        <source>time not recorded</source>
        <translation>未记录时间</translation>
    </message>
    <message>
        <source>%1: measured on %2 (%3), %4, from %5</source>
        <translation>%1：在 %2（%3）上测量，%4，来自 %5</translation>
    </message>
    <message>
        <source>no UUID</source>
        <translation>无 UUID</translation>
    </message>
    <message>
        <source>No probe result is attached: every efficiency is the catalog&apos;s typical value.</source>
        <translation>未附加探测结果：所有效率均为目录中的典型值。</translation>
    </message>
    <message>
        <source>Efficiency used = measured / datasheet, so the calibrated rate is the measured rate; transfer rates (h2d, d2h) are shown but calibrate nothing.</source>
        <translation>采用的效率 = 实测值 / 规格书值，因此校准速率即实测速率；传输速率（h2d、d2h）仅作展示，不参与校准。</translation>
    </message>
    <message>
        <source>probe on %1 (%2)</source>
        <translation>探测：%1（%2）</translation>
    </message>
    <message>
        <source>efficiencies measured by the probe on %1</source>
        <translation>效率由探测程序在 %1 上实测</translation>
    </message>
    <message>
        <source>Present values at the scenario&apos;s discount rate; nominal totals over the horizon. The levelised cost is the PV of cost before tax (less the delay cost of unserved demand) over the PV of the reference GPU-hours served: the figure to hold against a cloud&apos;s hourly price.</source>
        <translation>现值按方案的折现率计算；总额为测算期内的名义值。平准化成本是税前成本现值（扣除未满足需求的延迟成本）除以已服务参考 GPU 小时的现值：可与云服务的小时价格直接比较。</translation>
    </message>
    <message>
        <source>Levelised per reference GPU-hour</source>
        <translation>每参考 GPU 小时平准化成本</translation>
    </message>
    <message>
        <source>Payback (after tax)</source>
        <translation>投资回收期（税后）</translation>
    </message>
    <message>
        <source>Payback (before tax)</source>
        <translation>投资回收期（税前）</translation>
    </message>
    <message>
        <source>NPV saving, unlevered</source>
        <translation>净现值节省（无杠杆）</translation>
    </message>
    <message>
        <source>Profitability index</source>
        <translation>盈利指数</translation>
    </message>
    <message>
        <source>Break-even month (nominal, before tax)</source>
        <translation>盈亏平衡月份（名义、税前）</translation>
    </message>
    <message>
        <source>Cost model</source>
        <translation>成本模型</translation>
    </message>
    <message>
        <source>revision %1 (see the appendix: methodology)</source>
        <translation>第 %1 版（见附录：方法说明）</translation>
    </message>
    <message>
        <source>With every loan paid in cash, the savings return %1 a year (IRR; MIRR %2 at the discount rate); the extra outlay pays back in %3 (discounted: %4).</source>
        <translation>若所有贷款均以现金支付，节省的年回报率为 %1（内部收益率；按折现率再投资的修正内部收益率为 %2）；额外投入在 %3内收回（折现后：%4）。</translation>
    </message>
    <message>
        <source>With every loan paid in cash, the savings return %1 a year when they are reinvested at the discount rate (MIRR), and %2 of present value for each unit invested (profitability index); the extra outlay pays back in %3 (discounted: %4).</source>
        <translation>若所有贷款均以现金支付，节省按折现率再投资时的年回报率为 %1（修正内部收益率），每单位投入带来 %2 的现值（盈利指数）；额外投入在 %3内收回（折现后：%4）。</translation>
    </message>
    <message>
        <source>Its IRR of %1 a year comes from a small outlay against large savings: not a return that could be earned again, so MIRR is the figure to read.</source>
        <translation>其每年 %1 的内部收益率来自较小的投入与较大的节省：这不是可以重复获得的回报，应以修正内部收益率为准。</translation>
    </message>
    <message>
        <source>Its savings come before any outlay, so it has no rate of return to quote: it is cheaper from the start (payback %1).</source>
        <translation>其节省先于任何投入，因此没有可报告的收益率：它从一开始就更便宜（投资回收期 %1）。</translation>
    </message>
    <message>
        <source>WARNING: %1 has reserved terms or leases running past the horizon: %2 falls after it and is paid at the end of the horizon (commitments settled).</source>
        <translation>警告：%1 的预留期限或租赁超出测算期：%2 落在测算期之后，并在期末支付（承诺已结清）。</translation>
    </message>
    <message>
        <source>WARNING: %1 has reserved terms or leases running past the horizon: %2 falls after it and is not counted in its costs (commitments prorated), though it cannot be cancelled.</source>
        <translation>警告：%1 的预留期限或租赁超出测算期：%2 落在测算期之后，未计入其成本（承诺按比例计算），尽管这部分不可取消。</translation>
    </message>
    <message>
        <source>%1: not written: the result is not a finite number at %2</source>
        <translation>%1：未写入：结果在 %2 处不是有限数值</translation>
    </message>
    <message>
        <source>Key figures: returns, with every loan paid in cash</source>
        <translation>关键数字：回报（所有贷款按现金支付）</translation>
    </message>
    <message>
        <source>On the incremental flows after tax with every loan paid in cash (unlevered). MIRR reinvests the savings at the discount rate; where the IRR is above 100 % a year it says more about a small outlay than about a return, and MIRR is the figure to read. The profitability index is the PV of the savings per unit of PV invested.</source>
        <translation>基于税后增量现金流，所有贷款按现金支付（无杠杆）。修正内部收益率 (MIRR) 按折现率对节省再投资；内部收益率年化超过 100% 时，它更多反映的是投入很小而非真实回报，应以修正内部收益率为准。盈利指数是每单位投入现值带来的节省现值。</translation>
    </message>
    <message>
        <source>On the incremental flows with every loan paid in cash (unlevered). MIRR reinvests the savings at the discount rate; where the IRR is above 100 % a year it says more about a small outlay than about a return, and MIRR is the figure to read. The profitability index is the PV of the savings per unit of PV invested.</source>
        <translation>基于增量现金流，所有贷款按现金支付（无杠杆）。修正内部收益率 (MIRR) 按折现率对节省再投资；内部收益率年化超过 100% 时，它更多反映的是投入很小而非真实回报，应以修正内部收益率为准。盈利指数是每单位投入现值带来的节省现值。</translation>
    </message>
    <message>
        <source>IRR</source>
        <translation>内部收益率</translation>
    </message>
    <message>
        <source>MIRR</source>
        <translation>修正内部收益率</translation>
    </message>
    <message>
        <source>Server model</source>
        <translation>服务器型号</translation>
    </message>
    <message>
        <source>Financing</source>
        <translation>融资</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>无上限</translation>
    </message>
    <message>
        <source>Other costs of the option</source>
        <translation>该选项的其他成本</translation>
    </message>
    <message>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <source>Commitments at the horizon</source>
        <translation>测算期末的承诺</translation>
    </message>
    <message>
        <source>Tax and depreciation</source>
        <translation>税与折旧</translation>
    </message>
    <message>
        <source>Tax in the figures</source>
        <translation>数字是否计税</translation>
    </message>
    <message>
        <source>yes: after-tax figures too</source>
        <translation>是：同时给出税后数字</translation>
    </message>
    <message>
        <source>no: before tax</source>
        <translation>否：税前</translation>
    </message>
    <message>
        <source>Depreciation method</source>
        <translation>折旧方法</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>需求</translation>
    </message>
    <message>
        <source>Training job %1</source>
        <translation>训练作业 %1</translation>
    </message>
    <message>
        <source>Inference job %1</source>
        <translation>推理作业 %1</translation>
    </message>
    <message>
        <source>Electricity tariffs</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Tariff type</source>
        <translation>电价类型</translation>
    </message>
    <message>
        <source>GPU models</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>What the workload is bound by</source>
        <translation>工作负载的瓶颈</translation>
    </message>
    <message>
        <source>Share of the time bound by %1 (%)</source>
        <translation>受 %1 限制的时间占比（%）</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未提供</translation>
    </message>
    <message>
        <source>Risk: uncertain inputs</source>
        <translation>风险：不确定输入项</translation>
    </message>
    <message>
        <source>Every input of the scenario, by option and source, then the inputs all options share: its value as the inputs panel shows it, where it came from and as of when. The last column is the input&apos;s place in the scenario file, for audit.</source>
        <translation>场景的每个输入项，先按选项和来源列出，再列出所有选项共用的输入项：其取值与输入面板显示一致，并注明来源和日期。最后一列是该输入项在场景文件中的位置，供审计使用。</translation>
    </message>
    <message>
        <source>Field in the file</source>
        <translation>文件中的字段</translation>
    </message>
    <message>
        <source>straight line</source>
        <translation>直线法</translation>
    </message>
    <message>
        <source>declining balance, switching to straight line</source>
        <translation>余额递减法，后转为直线法</translation>
    </message>
    <message>
        <source>sum of the years&apos; digits</source>
        <translation>年数总和法</translation>
    </message>
    <message>
        <source>MACRS 5-year property (US, half-year convention)</source>
        <translation>MACRS 5 年类资产（美国，半年惯例）</translation>
    </message>
    <message>
        <source>PRC straight line (at least 3 years, 5 % residual)</source>
        <translation>中国直线法（至少 3 年，残值 5 %）</translation>
    </message>
    <message>
        <source>expensed in the purchase month</source>
        <translation>购置当月一次性费用化</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>settled: the rest is paid at the horizon</source>
        <translation>结清：剩余部分在期末支付</translation>
    </message>
    <message>
        <source>prorated: only the months inside the horizon are paid</source>
        <translation>按比例：只计期限内的月份</translation>
    </message>
    <message>
        <source>loan</source>
        <translation>贷款</translation>
    </message>
    <message>
        <source>lease</source>
        <translation>租赁</translation>
    </message>
    <message>
        <source>paid in cash</source>
        <translation>现金支付</translation>
    </message>
    <message>
        <source>time of use: peak Monday to Friday, 08:00 to 22:00</source>
        <translation>分时电价：周一至周五 08:00 至 22:00 为高峰</translation>
    </message>
    <message>
        <source>flat: one price at every hour</source>
        <translation>单一电价：每小时同一价格</translation>
    </message>
    <message>
        <source>flat: the same load every hour</source>
        <translation>平稳：每小时负载相同</translation>
    </message>
    <message>
        <source>office hours: twice the average Monday to Friday, 08:00 to 20:00</source>
        <translation>办公时间：周一至周五 08:00 至 20:00 为平均值的两倍</translation>
    </message>
    <message>
        <source>nightly batch: busiest from 20:00 to 08:00</source>
        <translation>夜间批处理：20:00 至 08:00 最繁忙</translation>
    </message>
    <message>
        <source>custom: one value per hour of the week</source>
        <translation>自定义：一周每小时一个值</translation>
    </message>
    <message>
        <source>custom: one value per hour of the week, the busiest hour %1 times the average</source>
        <translation>自定义：一周每小时一个值，最繁忙时段为平均值的 %1 倍</translation>
    </message>
    <message>
        <source>uniform</source>
        <translation>均匀分布</translation>
    </message>
    <message>
        <source>triangular</source>
        <translation>三角分布</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>正态分布</translation>
    </message>
    <message>
        <source>lognormal</source>
        <translation>对数正态分布</translation>
    </message>
    <message>
        <source>PERT</source>
        <translation>PERT 分布</translation>
    </message>
    <message>
        <source>%1: low %2, most likely %3, high %4</source>
        <translation>%1：最低 %2，最可能 %3，最高 %4</translation>
    </message>
    <message>
        <source>%1: mean %2, standard deviation %3</source>
        <translation>%1：均值 %2，标准差 %3</translation>
    </message>
    <message>
        <source>%1: low %2, high %3</source>
        <translation>%1：最低 %2，最高 %3</translation>
    </message>
    <message>
        <source>low %1, high %2</source>
        <translation>最低 %1，最高 %2</translation>
    </message>
    <message>
        <source>low %1, most likely %2, high %3</source>
        <translation>最低 %1，最可能 %2，最高 %3</translation>
    </message>
    <message>
        <source>mean %1, standard deviation %2</source>
        <translation>均值 %1，标准差 %2</translation>
    </message>
    <message>
        <source>; kept between %1 and %2</source>
        <translation>；限制在 %1 与 %2 之间</translation>
    </message>
    <message>
        <source>Uncertain inputs</source>
        <translation>不确定输入项</translation>
    </message>
    <message>
        <source>Each input&apos;s distribution, in the input&apos;s own unit; both analyses draw from these.</source>
        <translation>每个输入项的分布，以该输入项自身的单位表示；两种分析都从这些分布中抽样。</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>分布</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>same as above</source>
        <translation>同上</translation>
    </message>
    <message>
        <source>Total cost (with delay cost)</source>
        <translation>总成本（含延误成本）</translation>
    </message>
    <message>
        <source>Imputed delay cost (not cash)</source>
        <translation>估算延误成本（非现金）</translation>
    </message>
    <message>
        <source>Sizing: the work and what it costs</source>
        <translation>规模估算：工作量及其成本</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>How</source>
        <translation>计算方式</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Memory per GPU model</source>
        <translation>各 GPU 型号的显存</translation>
    </message>
    <message>
        <source>%1 GB of %2 GB</source>
        <translation>%1 GB / %2 GB</translation>
    </message>
    <message>
        <source>MIG on %1</source>
        <translation>%1 的 MIG 切分</translation>
    </message>
    <message>
        <source>Cost per training run, per option</source>
        <translation>各方案每次训练成本</translation>
    </message>
    <message>
        <source>Cost per million tokens, per option</source>
        <translation>各方案每百万 token 成本</translation>
    </message>
    <message>
        <source>Prices more than 12 months old</source>
        <translation>超过 12 个月的价格</translation>
    </message>
    <message>
        <source>Judged at %1. Each is used as it is in the figures; replace it with a current price where one exists (the catalog shows the price in force on a day).</source>
        <translation>评估日期为 %1。这些价格按原样用于计算；如有当前价格，请替换（目录显示某日有效的价格）。</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>价格年龄</translation>
    </message>
    <message>
        <source>Searched from &quot;%1&quot; by the capacity-mix optimiser; the limits as recorded in the scenario.</source>
        <translation>由容量组合优化器从“%1”搜索得出；限制条件按方案中记录的显示。</translation>
    </message>
    <message>
        <source>Limits of the search</source>
        <translation>搜索的限制条件</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>限制</translation>
    </message>
    <message>
        <source>Capex at month 0 at most</source>
        <translation>第 0 月资本支出上限</translation>
    </message>
    <message>
        <source>Share of demand unserved at most</source>
        <translation>未满足需求占比上限</translation>
    </message>
    <message>
        <source>Risk limit</source>
        <translation>风险限制</translation>
    </message>
    <message>
        <source>P%1 of PV at most %2 over %3 trials (seed %4)</source>
        <translation>%3 次试验中现值的 P%1 不超过 %2（随机种子 %4）</translation>
    </message>
    <message>
        <source>the scenario&apos;s</source>
        <translation>方案的</translation>
    </message>
    <message>
        <source>Source %1, %2</source>
        <translation>来源 %1，%2</translation>
    </message>
    <message>
        <source>%1 to %2 searched (the searched option holds %3)</source>
        <translation>搜索 %1 至 %2（被搜索的选项持有 %3）</translation>
    </message>
    <message>
        <source>Best mix and runners-up, on the current inputs</source>
        <translation>按当前输入的最优组合与次优组合</translation>
    </message>
    <message>
        <source>%1 of the grid&apos;s %2 mixes evaluated exactly, %3 with their trials; PV after tax when tax is on.</source>
        <translation>网格 %2 个组合中精确计算了 %1 个，其中 %3 个运行了试验；启用税务时为税后现值。</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Mix</source>
        <translation>组合</translation>
    </message>
    <message>
        <source>Capex at month 0</source>
        <translation>第 0 月资本支出</translation>
    </message>
    <message>
        <source>Unserved</source>
        <translation>未满足</translation>
    </message>
    <message>
        <source>Mean PV</source>
        <translation>现值均值</translation>
    </message>
    <message>
        <source>P%1 of PV</source>
        <translation>现值的 P%1</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最优</translation>
    </message>
    <message>
        <source>The frontier</source>
        <translation>前沿</translation>
    </message>
    <message>
        <source>The mixes no other beats on both the mean and the P%1 of PV, of the %2 mixes whose trials were run.</source>
        <translation>在运行了试验的 %2 个组合中，均值和现值 P%1 都不被其他组合同时超越的组合。</translation>
    </message>
    <message>
        <source>Meets the budget</source>
        <translation>满足预算</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, the option this one was searched from, is no longer in the scenario: the search cannot be run again, so only its limits are shown.</source>
        <translation>此选项的搜索来源“%1”已不在方案中：无法重新运行搜索，因此只显示其限制条件。</translation>
    </message>
    <message>
        <source>The search was cancelled: no mix is shown.</source>
        <translation>搜索已取消：不显示任何组合。</translation>
    </message>
    <message>
        <source>Run again on the current inputs, no mix of the grid meets these limits.</source>
        <translation>按当前输入重新运行后，网格中没有组合满足这些限制条件。</translation>
    </message>
    <message>
        <source>The scenario no longer lists uncertain inputs, so the risk limit was left out.</source>
        <translation>方案已不再列出不确定输入，因此略去了风险限制。</translation>
    </message>
    <message>
        <source>Run again on the current inputs, the search finds another mix than the one this option holds: the inputs or the option changed since it was optimised. Optimise &quot;%1&quot; again to update it.</source>
        <translation>按当前输入重新运行后，搜索得到的组合与此选项持有的不同：优化之后输入或选项已有改动。请再次优化“%1”以更新它。</translation>
    </message>
    <message>
        <source>Run again on the current inputs, the search finds the mix this option holds: %1.</source>
        <translation>按当前输入重新运行后，搜索得到的正是此选项持有的组合：%1。</translation>
    </message>
    <message>
        <source>Capacity-mix optimisation: %1</source>
        <translation>容量组合优化：%1</translation>
    </message>
    <message>
        <source>Frontier: mean against P%1 of PV</source>
        <translation>前沿：现值均值与现值 P%1</translation>
    </message>
    <message>
        <source>Each grey point is a mix whose trials were run; the line joins the mixes no other beats on both; the star is the best mix within the limits.</source>
        <translation>每个灰点是一个运行了试验的组合；折线连接两项都不被其他组合同时超越的组合；星号是满足限制条件的最优组合。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>The NPV saving is after tax, the difference of adjusted present values: flows paid in cash at the discount rate, loans and leases valued at the cost of debt; unlevered, every loan is paid in cash instead, and the financing NPV is what the loan is worth against that. The break-even month compares nominal cumulative costs before tax, as financed; months are counted from the start.</source>
        <translation>净现值节省为税后值，是调整现值之差：以现金支付的现金流按折现率折现，贷款和租赁按债务成本计价；无杠杆口径下每笔贷款改为现金支付，融资净现值即贷款相对于此的价值。盈亏平衡月比较的是按实际融资、税前的名义累计成本；月份从起点开始计数。</translation>
    </message>
    <message>
        <source>The NPV saving is the difference of adjusted present values: flows paid in cash at the discount rate, loans and leases valued at the cost of debt; unlevered, every loan is paid in cash instead, and the financing NPV is what the loan is worth against that. The break-even month compares nominal cumulative costs, as financed; months are counted from the start.</source>
        <translation>净现值节省是调整现值之差：以现金支付的现金流按折现率折现，贷款和租赁按债务成本计价；无杠杆口径下每笔贷款改为现金支付，融资净现值即贷款相对于此的价值。盈亏平衡月比较的是按实际融资的名义累计成本；月份从起点开始计数。</translation>
    </message>
    <message>
        <source>Financing NPV: %1.</source>
        <translation>融资净现值：%1。</translation>
    </message>
    <message>
        <source>NPV saving (adjusted PV)</source>
        <translation>净现值节省（调整现值）</translation>
    </message>
    <message>
        <source>Financing NPV (at cost of debt)</source>
        <translation>融资净现值（按债务成本）</translation>
    </message>
    <message>
        <source>Key figures: the NPV saving on other bases</source>
        <translation>关键数字：其他口径下的净现值节省</translation>
    </message>
    <message>
        <source>In cash alone: without the imputed delay cost of unserved demand, which is a valuation, not a cash flow. Under the other rule: reserved terms and leases that run past the horizon prorated instead of settled, or the reverse; neither rule is neutral. At other discount rates: only the discounting changes, the loans and leases valued at the cost of debt are held.</source>
        <translation>仅现金：不含未满足需求的估算延误成本，它是一种估值，不是现金流。另一规则：超出测算期的预留期限和租赁改为按比例计而非期末结清，或反之；两种规则都不中立。其他折现率：只改变折现，按债务成本计价的贷款和租赁保持不变。</translation>
    </message>
    <message>
        <source>In cash alone</source>
        <translation>仅现金</translation>
    </message>
    <message>
        <source>If prorated</source>
        <translation>按比例计</translation>
    </message>
    <message>
        <source>If settled</source>
        <translation>期末结清</translation>
    </message>
    <message>
        <source>At 0 %</source>
        <translation>折现率 0 %</translation>
    </message>
    <message>
        <source>At 10 %</source>
        <translation>折现率 10 %</translation>
    </message>
    <message>
        <source>At 20 %</source>
        <translation>折现率 20 %</translation>
    </message>
    <message>
        <source>At 30 %</source>
        <translation>折现率 30 %</translation>
    </message>
    <message>
        <source>NPV saving against the discount rate</source>
        <translation>净现值节省随折现率的变化</translation>
    </message>
    <message>
        <source>Each option&apos;s NPV saving against the baseline at discount rates from 0 to 30 %: the dashed line is this scenario&apos;s rate, a diamond the rate at which the saving crosses zero. Loans and leases valued at the cost of debt are held.</source>
        <translation>各选项相对基准的净现值节省在 0 至 30 % 折现率下的取值：虚线为本情景的折现率，菱形为节省穿过零的折现率。按债务成本计价的贷款和租赁保持不变。</translation>
    </message>
    <message>
        <source>Without the imputed delay cost of unserved demand, which is not a cash flow, the saving is %1 (in cash alone).</source>
        <translation>不计未满足需求的估算延误成本（它不是现金流），节省为 %1（仅现金）。</translation>
    </message>
    <message>
        <source>NPV saving: %1 if settled, %2 if prorated (commitments that run past the horizon; neither rule is neutral).</source>
        <translation>净现值节省：期末结清时 %1，按比例计时 %2（超出测算期的承诺；两种规则都不中立）。</translation>
    </message>
    <message>
        <source>NPV saving: %1 if prorated, %2 if settled (commitments that run past the horizon; neither rule is neutral).</source>
        <translation>净现值节省：按比例计时 %1，期末结清时 %2（超出测算期的承诺；两种规则都不中立）。</translation>
    </message>
    <message>
        <source>Its loan is worth %1 against paying cash (the financing NPV, %2); with every loan paid in cash the saving is %3.</source>
        <translation>其贷款相对于现金支付的价值为 %1（融资净现值，%2）；若每笔贷款都以现金支付，节省为 %3。</translation>
    </message>
    <message>
        <source>Not like for like: %1 Part of the difference in cost is what one of them lacks.</source>
        <translation>口径不一致：%1 成本差异有一部分来自一方缺少的成本项。</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>%1 (estimate)</source>
        <translation>%1（估计值）</translation>
    </message>
    <message>
        <source>Values typed over their sources (the report uses these):</source>
        <translation>覆盖来源数值的输入（本报告使用这些数值）：</translation>
    </message>
    <message>
        <source>Values typed over their sources since the notes above: the report uses these, whatever the notes say:</source>
        <translation>以下数值在上述说明之后覆盖了其来源：无论说明如何表述，本报告均使用这些数值：</translation>
    </message>
    <message>
        <source>In these tables:</source>
        <translation>表中符号说明：</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1：%2，%3</translation>
    </message>
    <message>
        <source>%1: does not apply: the baseline against itself, a financing NPV without a loan or lease, a profitability index without an outlay, the other commitments rule where no commitment runs past the horizon.</source>
        <translation>%1：不适用：基准与自身对比；无贷款或租赁时的融资净现值；无支出时的盈利指数；没有承诺期超出测算期时的另一承诺规则。</translation>
    </message>
    <message>
        <source>%1: does not exist: an IRR or MIRR where no outlay comes before the savings, a utilisation without owned servers, a break-even utilisation without owned servers to use more, a PV after tax without tax.</source>
        <translation>%1：不存在：节省之前没有支出时的内部收益率 (IRR) 或修正内部收益率 (MIRR)；没有自有服务器时的利用率；没有可提高利用的自有服务器时的盈亏平衡利用率；不计税时的税后现值。</translation>
    </message>
    <message>
        <source>%1: pays back at once: the option&apos;s cumulative saving against the baseline is never below zero, so there is no outlay to recover.</source>
        <translation>%1：立即回收：该选项相对基准的累计节省从不低于零，没有需要回收的支出。</translation>
    </message>
    <message>
        <source>Resting on the user&apos;s estimates, not catalog prices (marked in the assumptions): %1. Replace them with dated quotes before relying on these figures.</source>
        <translation>依赖用户估计值而非目录价格的选项（已在假设条件中标出）：%1。在依据这些数字作出决策之前，请以带日期的报价替换这些估计值。</translation>
    </message>
    <message>
        <source>Sensitivity of “%1”: each input at its 5th and 95th percentile</source>
        <translation>“%1”的敏感性分析：各输入项取第 5 和第 95 百分位</translation>
    </message>
    <message>
        <source>PV of cost, %1. Every uncertain input drawn at once, the same draws for every option: one trial in ten has a PV below P10, half below P50, nine in ten below P90.</source>
        <translation>成本现值，%1。所有不确定输入项同时抽样，各选项使用相同的抽样：十次试验中有一次现值低于 P10，一半低于 P50，九次低于 P90。</translation>
    </message>
    <message>
        <source>NPV saving against the baseline “%1”, %2</source>
        <translation>相对基准“%1”的净现值节省，%2</translation>
    </message>
    <message>
        <source>The baseline&apos;s PV less the option&apos;s, trial by trial: above zero the option costs less.</source>
        <translation>逐次试验计算基准的现值减去该选项的现值：大于零表示该选项成本更低。</translation>
    </message>
    <message>
        <source>How likely each option is the cheapest, and the decision holds</source>
        <translation>各选项成本最低的概率，以及决策成立的概率</translation>
    </message>
    <message>
        <source>Shares of the trials: the option has the lowest PV of all; its NPV saving against the baseline is above zero (the decision to choose it over the baseline holds).</source>
        <translation>试验占比：该选项的现值在所有选项中最低；该选项相对基准的净现值节省大于零（选择该选项而非基准的决策成立）。</translation>
    </message>
    <message>
        <source>The decision holds</source>
        <translation>决策成立</translation>
    </message>
    <message>
        <source>Rank correlations between inputs</source>
        <translation>输入项之间的秩相关</translation>
    </message>
    <message>
        <source>Inputs that move together: the target Spearman rank correlation of each pair, and the one the %1 trials reached (Iman-Conover reordering).</source>
        <translation>同向变动的输入项：每对输入项的目标 Spearman 秩相关系数，以及 %1 次试验实际达到的值（Iman-Conover 重排）。</translation>
    </message>
    <message>
        <source>Moves with</source>
        <translation>相关输入项</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标值</translation>
    </message>
    <message>
        <source>Achieved</source>
        <translation>实际值</translation>
    </message>
    <message>
        <source>%1 is %2 in the inputs, outside its distribution&apos;s range, %3 to %4.</source>
        <translation>%1 在输入项中为 %2，超出其分布的范围（%3 至 %4）。</translation>
    </message>
    <message>
        <source>The Monte Carlo and the tornado draw from the distributions, so their figures do not follow these inputs.</source>
        <translation>蒙特卡洛模拟和龙卷风图从分布中抽样，因此其结果不随这些输入项变化。</translation>
    </message>
    <message>
        <source>Tornado: “%1” against the baseline “%2”</source>
        <translation>龙卷风图：“%1”相对基准“%2”</translation>
    </message>
    <message>
        <source>Each bar: the PV difference with one input at its 5th (blue) and 95th (orange) percentile, the others as in the scenario; largest swing on top. An input that moves neither option is marked so.</source>
        <translation>每条柱：单个输入项取第 5（蓝色）和第 95（橙色）百分位、其余保持方案值时的现值差额；摆幅最大的在最上方。对两个选项均无影响的输入项会予以标注。</translation>
    </message>
    <message>
        <source>The PV difference (%1 minus %2) as each input moves through its 5th to 95th percentile, the others as in the scenario: a steep line is an input the decision is sensitive to, a bent one an input whose effect is not linear.</source>
        <translation>各输入项从第 5 百分位变动到第 95 百分位、其余保持方案值时的现值差额（%1 减 %2）：线越陡，决策对该输入项越敏感；线弯曲，表示该输入项的影响是非线性的。</translation>
    </message>
    <message>
        <source>Inputs that do not move this difference are not drawn (%1 of them).</source>
        <translation>不影响此差额的输入项未绘出（共 %1 个）。</translation>
    </message>
    <message>
        <source>Spider: “%1” against the baseline “%2”</source>
        <translation>蛛网图：“%1”相对基准“%2”</translation>
    </message>
    <message>
        <source>Contribution to the variance of the NPV saving of “%1”</source>
        <translation>“%1”净现值节省的方差贡献</translation>
    </message>
    <message>
        <source>Each input&apos;s share of the variance of the saving against “%1” over the trials (its squared rank correlation with the saving, the shares summing to 100 %); green: a higher input raises the saving, red: it lowers it. With correlated inputs, read the shares as a ranking.</source>
        <translation>各输入项在相对“%1”的节省额方差中所占的份额（按试验计算的输入项与节省额秩相关系数的平方，各份额合计 100 %）；绿色：输入项越高节省越多，红色：输入项越高节省越少。输入项之间存在相关时，份额应作为排序来解读。</translation>
    </message>
</context>
<context>
    <name>gputco::ui::RevisionsDialog</name>
    <message>
        <source>Saved revisions</source>
        <translation>已保存的修订版本</translation>
    </message>
    <message>
        <source>No revision of this file is in the library yet: each save keeps one.</source>
        <translation>资料库中尚无此文件的修订版本：每次保存都会保留一个。</translation>
    </message>
    <message>
        <source>Every save of this file, newest first.</source>
        <translation>此文件的每次保存，最新的在前。</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>保存时间</translation>
    </message>
    <message>
        <source>Content hash</source>
        <translation>内容哈希</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>Compare with current</source>
        <translation>与当前对比</translation>
    </message>
    <message>
        <source>Restore into the editor</source>
        <translation>恢复到编辑器</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>以只读方式打开</translation>
    </message>
</context>
<context>
    <name>gputco::ui::RiskPage</name>
    <message>
        <source>Change trials</source>
        <translation>修改试验次数</translation>
    </message>
    <message>
        <source>Change seed</source>
        <translation>修改种子</translation>
    </message>
    <message>
        <source>Inputs you are unsure of, each with a distribution. The tornado moves each one to its 5th and 95th percentile in turn; Monte Carlo draws all of them at once, the same draws for every option.</source>
        <translation>不确定的输入项，各自指定一个分布。龙卷风图依次将每个输入项取第 5 和第 95 百分位；蒙特卡洛模拟同时抽取所有输入项，各选项使用相同的抽样。</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入项</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>分布</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>低值</translation>
    </message>
    <message>
        <source>High</source>
        <translation>高值</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>Std dev</source>
        <translation>标准差</translation>
    </message>
    <message>
        <source>Add input</source>
        <translation>添加输入项</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>试验次数</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Run Monte Carlo</source>
        <translation>运行蒙特卡洛模拟</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Tornado: what moves the PV difference most</source>
        <translation>龙卷风图：对现值差额影响最大的因素</translation>
    </message>
    <message>
        <source>Distribution of PV by option</source>
        <translation>各选项的现值分布</translation>
    </message>
    <message>
        <source>Probability of being the cheapest</source>
        <translation>成本最低的概率</translation>
    </message>
    <message>
        <source>uniform</source>
        <translation>均匀分布</translation>
    </message>
    <message>
        <source>triangular</source>
        <translation>三角分布</translation>
    </message>
    <message>
        <source>PERT</source>
        <translation>PERT 分布</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>正态分布</translation>
    </message>
    <message>
        <source>lognormal</source>
        <translation>对数正态分布</translation>
    </message>
    <message>
        <source>Not a number: “%1”</source>
        <translation>不是数字：“%1”</translation>
    </message>
    <message>
        <source>Add uncertain input %1</source>
        <translation>添加不确定输入项 %1</translation>
    </message>
    <message>
        <source>Remove uncertain input %1</source>
        <translation>删除不确定输入项 %1</translation>
    </message>
    <message>
        <source>Select an input to see its distribution</source>
        <translation>选择一个输入项以查看其分布</translation>
    </message>
    <message>
        <source>Fix the input&apos;s problems to see its distribution</source>
        <translation>请先修正该输入项的问题再查看其分布</translation>
    </message>
    <message>
        <source>Tornado: what moves PV of %1 minus PV of %2 most</source>
        <translation>龙卷风图：对 %1 现值减 %2 现值影响最大的因素</translation>
    </message>
    <message>
        <source>Cancelled; the last complete run is still shown</source>
        <translation>已取消；仍显示上次完整运行的结果</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>运行中…</translation>
    </message>
    <message>
        <source>Add an uncertain input to run the analysis</source>
        <translation>添加不确定输入项以运行分析</translation>
    </message>
    <message>
        <source>The scenario has problems: fix them first</source>
        <translation>方案存在问题：请先修正</translation>
    </message>
    <message>
        <source>The inputs changed since the last run: run it again</source>
        <translation>自上次运行以来输入项已更改：请重新运行</translation>
    </message>
    <message>
        <source>%1 trials, seed %2</source>
        <translation>%1 次试验，种子 %2</translation>
    </message>
    <message>
        <source>Choose a field from the list to add it</source>
        <translation>从列表中选择要添加的字段</translation>
    </message>
    <message>
        <source>Most likely</source>
        <translation>最可能值</translation>
    </message>
    <message>
        <source>In the input&apos;s own unit: a percentage in %, an amount in the currency its title names</source>
        <translation>以输入项自身的单位表示：百分比用 %，金额用其标题所示的货币</translation>
    </message>
    <message>
        <source>Field to add: type part of its name, such as PUE</source>
        <translation>要添加的字段：输入名称的一部分，例如 PUE</translation>
    </message>
    <message>
        <source>Every input of the scenario; type any part of a name to narrow the list</source>
        <translation>场景的所有输入项；输入名称的任意部分可缩小列表</translation>
    </message>
    <message>
        <source>Change the distribution of %1</source>
        <translation>更改 %1 的分布</translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <translation>更改 %2 的%1</translation>
    </message>
    <message>
        <source>There is no such input in this scenario</source>
        <translation>此场景中没有该输入项</translation>
    </message>
    <message>
        <source>%1 is an uncertain input already</source>
        <translation>%1 已是不确定输入项</translation>
    </message>
    <message>
        <source>%1 is %2 in the inputs, outside its distribution&apos;s range, %3 to %4.</source>
        <translation>%1 在输入项中为 %2，超出其分布的范围（%3 至 %4）。</translation>
    </message>
    <message>
        <source>%1 is %2 in the inputs; its distribution&apos;s mean is %3.</source>
        <translation>%1 在输入项中为 %2，而其分布的均值为 %3。</translation>
    </message>
    <message>
        <source>%1 is %2 in the inputs; its distribution&apos;s most likely value is %3.</source>
        <translation>%1 在输入项中为 %2，而其分布的最可能值为 %3。</translation>
    </message>
    <message>
        <source>The Monte Carlo and the tornado use the distributions, so their figures do not follow these inputs: change the distribution to match, or the input back.</source>
        <translation>蒙特卡洛模拟和龙卷风图使用的是分布，因此其结果不会随这些输入变化：请调整分布使之一致，或将输入改回。</translation>
    </message>
    <message>
        <source>Correlated inputs</source>
        <translation>相关的输入项</translation>
    </message>
    <message>
        <source>&amp;Compare with the baseline:</source>
        <translation>与基准比较(&amp;C)：</translation>
    </message>
    <message>
        <source>PV percentiles by option, %1: one trial in ten costs less than P10, nine in ten less than P90</source>
        <translation>各选项现值百分位（%1）：十分之一的试验成本低于 P10，十分之九低于 P90</translation>
    </message>
    <message>
        <source>Spider: the PV difference as each input moves from its 5th to its 95th percentile</source>
        <translation>蛛网图：各输入项从第 5 百分位变到第 95 百分位时的现值差额</translation>
    </message>
    <message>
        <source>Spider: PV of %1 minus PV of %2 as each input moves from its 5th to its 95th percentile</source>
        <translation>蛛网图：各输入项从第 5 百分位变到第 95 百分位时，%1 现值减 %2 现值</translation>
    </message>
    <message>
        <source>What drives the NPV saving&apos;s variance: run the Monte Carlo to see</source>
        <translation>影响净现值节省方差的因素：运行蒙特卡洛模拟后可见</translation>
    </message>
    <message>
        <source>What drives the variance of the NPV saving of %1 (share of the variance, %2)</source>
        <translation>影响 %1 净现值节省方差的因素（方差占比，%2）</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ScenarioDocument</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>no file</source>
        <translation>无文件</translation>
    </message>
    <message>
        <source>Restore unsaved changes</source>
        <translation>恢复未保存的修改</translation>
    </message>
    <message>
        <source>the scenario has never been saved</source>
        <translation>该方案从未保存</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts — gputco</source>
        <translation>键盘快捷键 — gputco</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
</context>
<context>
    <name>gputco::ui::SizingPage</name>
    <message>
        <source>Size the work, not the GPUs: add the training jobs and inference services the cluster must run. Their sum becomes the demand every option is asked to serve; each card shows the arithmetic, the memory per GPU model and what a run or a million tokens costs on each option.</source>
        <translation>从工作量出发估算，而不是从 GPU 数量出发：添加集群要运行的训练任务和推理服务。它们的合计即为每个方案要满足的需求；每张卡片列出计算过程、各 GPU 型号的显存占用，以及每个方案上一次训练或一百万 token 的成本。</translation>
    </message>
    <message>
        <source>Add training job</source>
        <translation>添加训练任务</translation>
    </message>
    <message>
        <source>Add inference service</source>
        <translation>添加推理服务</translation>
    </message>
    <message>
        <source>Size and shape from %1</source>
        <translation>规模和结构取自 %1</translation>
    </message>
    <message>
        <source>Another model (type its size)</source>
        <translation>其他模型（手动输入规模）</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>训练任务</translation>
    </message>
    <message>
        <source>Inference service</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Job name</source>
        <translation>任务名称</translation>
    </message>
    <message>
        <source>Rename job</source>
        <translation>重命名任务</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove this job from the demand (Undo brings it back)</source>
        <translation>从需求中删除此任务（可撤销）</translation>
    </message>
    <message>
        <source>Remove job</source>
        <translation>删除任务</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Memory per GPU model</source>
        <translation>各 GPU 型号的显存</translation>
    </message>
    <message>
        <source>Cost per training run, per option</source>
        <translation>各方案每次训练成本</translation>
    </message>
    <message>
        <source>Cost per million tokens, per option</source>
        <translation>各方案每百万 token 成本</translation>
    </message>
    <message>
        <source>Fix the inputs marked in red to see this job&apos;s sizing.</source>
        <translation>修正标红的输入项后即可查看此任务的规模估算。</translation>
    </message>
    <message>
        <source>%1 (%2 GB)</source>
        <translation>%1（%2 GB）</translation>
    </message>
    <message>
        <source>%1 GB of %2 GB</source>
        <translation>%1 GB / %2 GB</translation>
    </message>
    <message>
        <source>MIG on %1: %2</source>
        <translation>%1 的 MIG：%2</translation>
    </message>
    <message>
        <source>%1 (%2 slices): the service does not fit a slice</source>
        <translation>%1（%2 切片）：该服务放不进一个切片</translation>
    </message>
    <message>
        <source>%1 (%2 slices): holds %3 replicas, the peak needs %4</source>
        <translation>%1（%2 切片）：可容纳 %3 个副本，峰值需要 %4 个</translation>
    </message>
    <message>
        <source>%1 (%2 slices): no limit on replicas, the peak needs %3</source>
        <translation>%1（%2 切片）：副本数不受限，峰值需要 %3 个</translation>
    </message>
    <message>
        <source>MIG: no slice of the scenario&apos;s GPU models holds it.</source>
        <translation>MIG：本情景中没有任何 GPU 型号的切片能容纳它。</translation>
    </message>
    <message>
        <source>No jobs yet: the demand is the %1 reference GPUs typed under Demand. Add a training job or an inference service to size it from the work instead.</source>
        <translation>尚无任务：需求为“需求”中填写的 %1 个参考 GPU。添加训练任务或推理服务，即可改为按工作量估算需求。</translation>
    </message>
    <message>
        <source>The jobs keep %1 reference GPUs busy on average: that is the demand every option is asked to serve. The %2 GPUs typed under Demand no longer count (difference %3).</source>
        <translation>这些任务平均占用 %1 个参考 GPU，这就是每个方案要满足的需求。“需求”中填写的 %2 个 GPU 不再计入（差额 %3）。</translation>
    </message>
    <message>
        <source>The jobs keep %1 reference GPUs busy on average: that is the demand every option is asked to serve.</source>
        <translation>这些任务平均占用 %1 个参考 GPU，这就是每个方案要满足的需求。</translation>
    </message>
    <message>
        <source>No result yet.</source>
        <translation>尚无结果。</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>GPU model: fit</source>
        <translation>GPU 型号：能否放下</translation>
    </message>
    <message>
        <source>Per run</source>
        <translation>每次运行</translation>
    </message>
    <message>
        <source>Against the API</source>
        <translation>与 API 相比</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>none (the option delivers no GPU-hours)</source>
        <translation>无（该方案未提供任何 GPU 小时）</translation>
    </message>
    <message>
        <source>dearer than the API (%1) at any rate up to %2 tokens/s</source>
        <translation>在不超过 %2 token/秒的任何速率下都比 API（%1）贵</translation>
    </message>
    <message>
        <source>cheaper than the API (%1) at every rate</source>
        <translation>在任何速率下都比 API（%1）便宜</translation>
    </message>
    <message>
        <source>beats the API (%1) above %2 tokens/s</source>
        <translation>速率高于 %2 token/秒时比 API（%1）便宜</translation>
    </message>
    <message>
        <source>%1 FLOPs</source>
        <translation>%1 FLOPs</translation>
    </message>
    <message>
        <source>%1 × %2 TFLOPS</source>
        <translation>%1 × %2 TFLOPS</translation>
    </message>
    <message>
        <source>Work per run</source>
        <translation>每次运行的计算量</translation>
    </message>
    <message>
        <source>Useful rate of a reference GPU (MFU × calibrated FP16 rate)</source>
        <translation>参考 GPU 的有效算力（MFU × 校准后的 FP16 算力）</translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation>%1 TFLOPS</translation>
    </message>
    <message>
        <source>Reference GPU-hours per run</source>
        <translation>每次运行的参考 GPU 小时</translation>
    </message>
    <message>
        <source>work ÷ (rate × 3,600 s)</source>
        <translation>计算量 ÷（算力 × 3,600 秒）</translation>
    </message>
    <message>
        <source>Average reference GPUs</source>
        <translation>平均参考 GPU 数</translation>
    </message>
    <message>
        <source>%1 GPU-hours × %2 runs a month ÷ %3 hours</source>
        <translation>%1 GPU 小时 × 每月 %2 次 ÷ %3 小时</translation>
    </message>
    <message>
        <source>Work per token</source>
        <translation>每个 token 的计算量</translation>
    </message>
    <message>
        <source>Reference GPU-hours per million tokens</source>
        <translation>每百万 token 的参考 GPU 小时</translation>
    </message>
    <message>
        <source>10⁶ × work ÷ (rate × 3,600 s)</source>
        <translation>10⁶ × 计算量 ÷（算力 × 3,600 秒）</translation>
    </message>
    <message>
        <source>%1 tokens/s × work ÷ rate</source>
        <translation>%1 token/秒 × 计算量 ÷ 算力</translation>
    </message>
    <message>
        <source>Reference GPUs at the peak</source>
        <translation>峰值时的参考 GPU 数</translation>
    </message>
    <message>
        <source>GPU memory it needs</source>
        <translation>所需显存</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>Fits on one GPU</source>
        <translation>单卡可放下</translation>
    </message>
    <message>
        <source>Needs %1 GPUs: more than a node of %2, so it spans nodes</source>
        <translation>需要 %1 块 GPU：超过单节点的 %2 块，需跨节点</translation>
    </message>
    <message>
        <source>Memory not known: enter the GPU model&apos;s memory</source>
        <translation>显存未知：请填写该 GPU 型号的显存</translation>
    </message>
    <message>
        <source>%1 × %2 per GPU, each %3/7 of its compute</source>
        <translation>每卡 %1 个 %2，各占 %3/7 算力</translation>
    </message>
    <message>
        <source>weights %1 GB</source>
        <translation>权重 %1 GB</translation>
    </message>
    <message>
        <source>weights, gradients and Adam state %1 GB</source>
        <translation>权重、梯度和 Adam 状态 %1 GB</translation>
    </message>
    <message>
        <source>activations %1 GB</source>
        <translation>激活值 %1 GB</translation>
    </message>
    <message>
        <source>KV cache %1 GB</source>
        <translation>KV 缓存 %1 GB</translation>
    </message>
    <message>
        <source>Needs %1 GPUs (tensor parallel)</source>
        <translation>需要 %1 块 GPU（张量并行）</translation>
    </message>
    <message>
        <source>Remove API price</source>
        <translation>移除 API 价格</translation>
    </message>
    <message>
        <source>Compare with an API price</source>
        <translation>与 API 价格比较</translation>
    </message>
    <message>
        <source>Stop comparing this service with a hosted API</source>
        <translation>不再将此服务与托管 API 比较</translation>
    </message>
    <message>
        <source>Enter what a hosted API charges per million input and output tokens</source>
        <translation>输入托管 API 每百万输入和输出 token 的收费</translation>
    </message>
    <message>
        <source>Add API price</source>
        <translation>添加 API 价格</translation>
    </message>
    <message>
        <source>%1 in %2 slices: fits a slice</source>
        <translation>%1（%2 切片）：放得进一个切片</translation>
    </message>
    <message>
        <source>%1 in %2 slices: does not fit a slice</source>
        <translation>%1（%2 切片）：放不进一个切片</translation>
    </message>
    <message>
        <source>cannot serve it</source>
        <translation>无法承载</translation>
    </message>
    <message>
        <source>leaves demand unserved</source>
        <translation>有未满足需求</translation>
    </message>
    <message>
        <source>An input elsewhere has a problem (the red banner names it): this job&apos;s sizing shows once it is fixed.</source>
        <translation>其他输入有问题（红色横幅中列出）：修正后将显示此任务的规模估算。</translation>
    </message>
    <message>
        <source>The jobs and the GPUs typed under Demand</source>
        <translation>任务与“需求”下输入的 GPU</translation>
    </message>
    <message>
        <source>The jobs replace the typed GPUs</source>
        <translation>任务取代输入的 GPU</translation>
    </message>
    <message>
        <source>The jobs add to the typed GPUs</source>
        <translation>任务叠加在输入的 GPU 上</translation>
    </message>
    <message>
        <source>Each inference service holds at least one replica of its model in every hour: with those, the options serve %1 reference GPUs on average.</source>
        <translation>每个推理服务在每个小时至少持有其模型的一个副本：计入这些后，各选项平均服务 %1 个参考 GPU。</translation>
    </message>
    <message>
        <source>Demand: %1 typed + %2 from the jobs = %3 reference GPUs on average: that is the demand every option is asked to serve.</source>
        <translation>需求：输入 %1 + 任务 %2 = 平均 %3 个参考 GPU：这就是每个选项需要满足的需求。</translation>
    </message>
    <message>
        <source>Per million tokens, on the GPUs it holds</source>
        <translation>每百万 token（按其持有的 GPU）</translation>
    </message>
    <message>
        <source>Per million tokens, on the hours they use</source>
        <translation>每百万 token（按其使用的小时）</translation>
    </message>
    <message>
        <source>Reference GPUs holding one replica</source>
        <translation>容纳一个副本的参考 GPU</translation>
    </message>
    <message>
        <source>%1 GB on GPUs of %2 GB, in a power of two</source>
        <translation>%1 GB 放在 %2 GB 的 GPU 上，取 2 的幂</translation>
    </message>
    <message>
        <source>Reference GPUs the service holds</source>
        <translation>服务持有的参考 GPU</translation>
    </message>
    <message>
        <source>the larger of %1 and %2, in every hour</source>
        <translation>%1 与 %2 中的较大者，每个小时</translation>
    </message>
</context>
<context>
    <name>gputco::ui::TornadoChart</name>
    <message>
        <source>PV difference to the baseline</source>
        <translation>相对基准的现值差额</translation>
    </message>
    <message>
        <source>PV difference to the baseline (%1)</source>
        <translation>相对基准的现值差额（%1）</translation>
    </message>
    <message>
        <source>input at P5</source>
        <translation>输入项取 P5</translation>
    </message>
    <message>
        <source>input at P95</source>
        <translation>输入项取 P95</translation>
    </message>
    <message>
        <source>At P5 (%1): difference %2</source>
        <translation>取 P5（%1）时：差额 %2</translation>
    </message>
    <message>
        <source>At P95 (%1): difference %2</source>
        <translation>取 P95（%1）时：差额 %2</translation>
    </message>
    <message>
        <source>Base value %1; swing %2.</source>
        <translation>基准值 %1；波动幅度 %2。</translation>
    </message>
    <message>
        <source>The difference is the PV of cost of “%1” less that of the baseline “%2” (after tax when tax is on; below zero, “%1” is cheaper). Each end sets this input to its P5 or P95 and keeps every other input at its value in the file; the inputs are ranked by the swing between the two ends.</source>
        <translation>差额为 “%1”的成本现值减去基准“%2” 的成本现值（启用税务时为税后；小于零表示“%1”更便宜）。两端分别把此输入设为其 P5 或 P95，其余输入保持文件中的数值；各输入按两端之间的波动幅度排序。</translation>
    </message>
    <message>
        <source>does not affect these options</source>
        <translation>不影响这两个选项</translation>
    </message>
    <message>
        <source>Does not affect these options: it moves neither “%1” nor the baseline “%2”</source>
        <translation>不影响这两个选项：它既不改变“%1”，也不改变基准“%2”</translation>
    </message>
</context>
<context>
    <name>gputco::ui::UtilisationHeatMap</name>
    <message>
        <source>No option owns capacity: the heat map shows how busy an owned cluster is.</source>
        <translation>没有选项拥有自有算力：热力图显示自有集群的繁忙程度。</translation>
    </message>
    <message>
        <source>The option whose owned cluster is shown</source>
        <translation>显示其自有集群的选项</translation>
    </message>
    <message>
        <source>%1 %2:00-%3:00: %4 of the owned cluster busy</source>
        <translation>%1 %2:00-%3:00：自有集群繁忙 %4</translation>
    </message>
    <message>
        <source>Hour of day</source>
        <translation>一天中的小时</translation>
    </message>
    <message>
        <source>% busy</source>
        <translation>繁忙百分比</translation>
    </message>
    <message>
        <source>The owned servers serve first. In this hour of each month they carry the month&apos;s demand times the weekly profile&apos;s weight for the hour, up to their capacity; the share shown is that load over the capacity, averaged over the %1 months of the horizon. The rest of the demand goes to the option&apos;s other sources, or is unserved.</source>
        <translation>自购服务器优先承担负载。每个月的这一小时，它们承担当月需求乘以周负载曲线在该小时的权重，以其容量为上限；图中占比为该负载除以容量，并在测算期的 %1 个月内取平均。其余需求由该选项的其他来源承担，或未被满足。</translation>
    </message>
</context>
<context>
    <name>gputco::Workbook</name>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>Option %1</source>
        <translation>选项 %1</translation>
    </message>
    <message>
        <source>Audit workbook: %1</source>
        <translation>审计工作簿：%1</translation>
    </message>
    <message>
        <source>Every figure is a formula on the Inputs sheet and the option sheets. Change an input (blue on yellow) and the figures follow. Grey cells are engine quantities (hours, energy) that depend on demand and capacity: they do not follow a change here.</source>
        <translation>每个数字都是基于“输入”表和各选项表的公式。修改一个输入（黄底蓝字），数字随之更新。灰色单元格是引擎计算的数量（小时、电量），取决于需求和容量：在此修改不会使其更新。</translation>
    </message>
    <message>
        <source>Blue on yellow: inputs, each a defined name the formulas use. &quot;Follows a change&quot; says whether the workbook&apos;s figures recalculate when you change it; an input that moves the capacity stack or a schedule needs a new export from gputco.</source>
        <translation>黄底蓝字：输入项，每项都是公式引用的定义名称。“随修改更新”说明修改该项后工作簿的数字是否重新计算；会改变容量堆栈或时间安排的输入项需要从 gputco 重新导出。</translation>
    </message>
    <message>
        <source>One row per month m. One-off payments fall at the start of the month (t = m), recurring ones at its end (t = m + 1); DF(t) = (1 + discount_rate)^(-t/12). Grey: engine quantities. The last row is the grid point t = M. Colocation, maintenance, licences, cloud storage and egress and the value of unserved demand rise with inflation_per_year. The PVs are adjusted present values: the flows with every loan paid in cash at the discount rate (lease payments at the cost of debt when one is given), less the financing NPV (the loan&apos;s F at the after-tax cost of debt).</source>
        <translation>每月一行（月份 m）。一次性支出在月初（t = m），经常性支出在月末（t = m + 1）；DF(t) = (1 + discount_rate)^(-t/12)。灰色：引擎计算的数量。最后一行是网格点 t = M。托管、维保、软件许可、云存储和出网流量以及未满足需求的价值随 inflation_per_year 上涨。现值均为调整现值：所有贷款以现金支付时的现金流按折现率折现（给出债务成本时，租赁付款按债务成本折现），再减去融资净现值（贷款的 F 按税后债务成本折现）。</translation>
    </message>
    <message>
        <source>Incremental flows against the baseline on the grid t = 0..M. IRR, MIRR, profitability index and paybacks use the unlevered flows (every loan paid in cash); the NPV saving is the difference of the options&apos; adjusted PVs (loans, and leases when a cost of debt is given, valued at the cost of debt). Flows of at most 1e-9 count as zero.</source>
        <translation>相对基准的增量现金流，网格 t = 0..M。内部收益率、修正内部收益率、盈利指数和回收期使用无杠杆现金流（所有贷款按现金支付）；净现值节省为两个选项的调整现值之差（贷款，以及给出债务成本时的租赁，按债务成本计价）。绝对值不超过 1e-9 的现金流视为零。</translation>
    </message>
    <message>
        <source>The tornado and the Monte Carlo trials as gputco computed them (values): the percentiles below are formulas on the trials.</source>
        <translation>gputco 计算的龙卷风图数据和蒙特卡洛试验结果（数值）：下方的百分位数是基于这些试验的公式。</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>基准</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no: it moves the capacity stack (export again)</source>
        <translation>否：它会改变容量堆栈（请重新导出）</translation>
    </message>
    <message>
        <source>no: it changes a schedule or the demand (export again)</source>
        <translation>否：它会改变时间安排或需求（请重新导出）</translation>
    </message>
    <message>
        <source>no: used by the risk analysis only</source>
        <translation>否：仅用于风险分析</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>总成本</translation>
    </message>
    <message>
        <source>PV of cost</source>
        <translation>成本现值</translation>
    </message>
    <message>
        <source>PV after tax</source>
        <translation>税后现值</translation>
    </message>
    <message>
        <source>NPV saving (of adjusted PVs)</source>
        <translation>净现值节省（调整现值之差）</translation>
    </message>
    <message>
        <source>IRR</source>
        <translation>内部收益率</translation>
    </message>
    <message>
        <source>MIRR</source>
        <translation>修正内部收益率</translation>
    </message>
    <message>
        <source>Profitability index</source>
        <translation>盈利指数</translation>
    </message>
    <message>
        <source>Payback (months)</source>
        <translation>投资回收期（月）</translation>
    </message>
    <message>
        <source>Levelised cost per reference GPU-hour</source>
        <translation>每参考 GPU 小时平准化成本</translation>
    </message>
    <message>
        <source>Cumulative cost by option</source>
        <translation>各选项累计成本</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>累计成本（%1）</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Defined name</source>
        <translation>定义名称</translation>
    </message>
    <message>
        <source>Follows a change</source>
        <translation>随修改更新</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>关键数字</translation>
    </message>
    <message>
        <source>Delivered reference GPU-hours</source>
        <translation>交付的参考 GPU 小时</translation>
    </message>
    <message>
        <source>PV of delivered reference GPU-hours</source>
        <translation>交付参考 GPU 小时的现值</translation>
    </message>
    <message>
        <source>PV of unserved demand</source>
        <translation>未满足需求的现值</translation>
    </message>
    <message>
        <source>Cost per delivered reference GPU-hour</source>
        <translation>每交付参考 GPU 小时成本</translation>
    </message>
    <message>
        <source>Unserved reference GPU-hours</source>
        <translation>未满足的参考 GPU 小时</translation>
    </message>
    <message>
        <source>PV compared (after tax when tax is on)</source>
        <translation>比较用现值（计税时为税后）</translation>
    </message>
    <message>
        <source>PV compared, unlevered</source>
        <translation>比较用现值（无杠杆）</translation>
    </message>
    <message>
        <source>Totals by category</source>
        <translation>按类别合计</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Month m</source>
        <translation>月份 m</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年</translation>
    </message>
    <message>
        <source>t (start)</source>
        <translation>t（月初）</translation>
    </message>
    <message>
        <source>t (end)</source>
        <translation>t（月末）</translation>
    </message>
    <message>
        <source>DF (start)</source>
        <translation>DF（月初）</translation>
    </message>
    <message>
        <source>DF (end)</source>
        <translation>DF（月末）</translation>
    </message>
    <message>
        <source>%1 (owned)</source>
        <translation>%1（自有）</translation>
    </message>
    <message>
        <source>%1 (reserved)</source>
        <translation>%1（预留）</translation>
    </message>
    <message>
        <source>%1 (subscription)</source>
        <translation>%1（包月订阅）</translation>
    </message>
    <message>
        <source>%1 (spot)</source>
        <translation>%1（竞价）</translation>
    </message>
    <message>
        <source>%1 (on-demand)</source>
        <translation>%1（按量付费）</translation>
    </message>
    <message>
        <source>served reference GPU-hours</source>
        <translation>服务的参考 GPU 小时</translation>
    </message>
    <message>
        <source>served in peak hours</source>
        <translation>峰时服务量</translation>
    </message>
    <message>
        <source>capacity, reference GPUs</source>
        <translation>容量（参考 GPU）</translation>
    </message>
    <message>
        <source>billed instance-hours</source>
        <translation>计费实例小时</translation>
    </message>
    <message>
        <source>IT energy, kWh</source>
        <translation>IT 电量（千瓦时）</translation>
    </message>
    <message>
        <source>IT energy at peak, kWh</source>
        <translation>峰时 IT 电量（千瓦时）</translation>
    </message>
    <message>
        <source>IT energy off-peak, kWh</source>
        <translation>谷时 IT 电量（千瓦时）</translation>
    </message>
    <message>
        <source>hardware price of the generation in service</source>
        <translation>在用这一代硬件的价格</translation>
    </message>
    <message>
        <source>share of the base depreciated</source>
        <translation>折旧占基数的比例</translation>
    </message>
    <message>
        <source>depreciation (memo)</source>
        <translation>折旧（备忘）</translation>
    </message>
    <message>
        <source>tax on the sale</source>
        <translation>出售所得税</translation>
    </message>
    <message>
        <source>loan interest (memo)</source>
        <translation>贷款利息（备忘）</translation>
    </message>
    <message>
        <source>financed part paid in cash (unlevered only)</source>
        <translation>融资部分按现金支付（仅无杠杆）</translation>
    </message>
    <message>
        <source>facility depreciation (memo)</source>
        <translation>设施折旧（备忘）</translation>
    </message>
    <message>
        <source>facility residual value (residual_fraction of the book value, no tax effect)</source>
        <translation>设施残值（账面价值乘以 residual_fraction，无税务影响）</translation>
    </message>
    <message>
        <source>resale at a refresh</source>
        <translation>更新换代时转售</translation>
    </message>
    <message>
        <source>upfront</source>
        <translation>预付</translation>
    </message>
    <message>
        <source>monthly</source>
        <translation>按月</translation>
    </message>
    <message>
        <source>after the horizon, settled</source>
        <translation>测算期后部分（结清）</translation>
    </message>
    <message>
        <source>Cost at start of month</source>
        <translation>月初成本</translation>
    </message>
    <message>
        <source>Cost at end of month</source>
        <translation>月末成本</translation>
    </message>
    <message>
        <source>Tax at start of month</source>
        <translation>月初税额</translation>
    </message>
    <message>
        <source>Tax at end of month</source>
        <translation>月末税额</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>累计成本</translation>
    </message>
    <message>
        <source>Flow at t, as financed (cash) (after tax when tax is on)</source>
        <translation>t 时现金流，按实际融资（现金）（计税时为税后）</translation>
    </message>
    <message>
        <source>Unlevered flow at t (every loan paid in cash: the flow as financed plus F)</source>
        <translation>t 时无杠杆现金流（所有贷款以现金支付：按实际融资的现金流加 F）</translation>
    </message>
    <message>
        <source>Against %1</source>
        <translation>相对 %1</translation>
    </message>
    <message>
        <source>NPV saving, unlevered</source>
        <translation>净现值节省（无杠杆）</translation>
    </message>
    <message>
        <source>Discounted payback (months)</source>
        <translation>折现回收期（月）</translation>
    </message>
    <message>
        <source>Break-even month</source>
        <translation>盈亏平衡月份</translation>
    </message>
    <message>
        <source>Break-even utilisation</source>
        <translation>盈亏平衡利用率</translation>
    </message>
    <message>
        <source>(gputco&apos;s value: a search over demand, not a formula; it does not follow a change)</source>
        <translation>（gputco 的数值：按需求搜索得出，不是公式；不随修改更新）</translation>
    </message>
    <message>
        <source>t</source>
        <translation>t</translation>
    </message>
    <message>
        <source>DF(t)</source>
        <translation>DF(t)</translation>
    </message>
    <message>
        <source>unlevered saving U</source>
        <translation>无杠杆节省 U</translation>
    </message>
    <message>
        <source>sign of the last non-zero U</source>
        <translation>最近一个非零 U 的符号</translation>
    </message>
    <message>
        <source>sign of the first non-zero U</source>
        <translation>第一个非零 U 的符号</translation>
    </message>
    <message>
        <source>sign changes</source>
        <translation>符号变化次数</translation>
    </message>
    <message>
        <source>cumulative U</source>
        <translation>累计 U</translation>
    </message>
    <message>
        <source>t if cumulative &lt; 0</source>
        <translation>累计 &lt; 0 时的 t</translation>
    </message>
    <message>
        <source>cumulative discounted U</source>
        <translation>累计折现 U</translation>
    </message>
    <message>
        <source>t if discounted cumulative &lt; 0</source>
        <translation>折现累计 &lt; 0 时的 t</translation>
    </message>
    <message>
        <source>m if cumulative cost above the baseline&apos;s</source>
        <translation>累计成本高于基准时的 m</translation>
    </message>
    <message>
        <source>Tornado</source>
        <translation>龙卷风图</translation>
    </message>
    <message>
        <source>Low (P5)</source>
        <translation>低值（P5）</translation>
    </message>
    <message>
        <source>High (P95)</source>
        <translation>高值（P95）</translation>
    </message>
    <message>
        <source>PV difference at low</source>
        <translation>低值时现值差</translation>
    </message>
    <message>
        <source>PV difference at high</source>
        <translation>高值时现值差</translation>
    </message>
    <message>
        <source>Swing</source>
        <translation>摆幅</translation>
    </message>
    <message>
        <source>Monte Carlo: PV compared per trial</source>
        <translation>蒙特卡洛：每次试验的比较用现值</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>试验次数</translation>
    </message>
    <message>
        <source>Trial</source>
        <translation>试验</translation>
    </message>
    <message>
        <source>P5</source>
        <translation>P5</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P95</source>
        <translation>P95</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>saving at the discount rate d (unlevered; lease payments at the cost of debt apart)</source>
        <translation>按折现率折现的节省 d（无杠杆；不含按债务成本计价的租赁付款）</translation>
    </message>
    <message>
        <source>PV of cost (adjusted PV)</source>
        <translation>成本现值（调整现值）</translation>
    </message>
    <message>
        <source>PV after tax (adjusted PV)</source>
        <translation>税后现值（调整现值）</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>口径</translation>
    </message>
    <message>
        <source>nominal, as financed (cash)</source>
        <translation>名义值，按实际融资（现金）</translation>
    </message>
    <message>
        <source>as financed (cash), before tax, at the discount rate</source>
        <translation>按实际融资（现金），税前，按折现率</translation>
    </message>
    <message>
        <source>as financed (cash), after tax when tax is on, at the discount rate</source>
        <translation>按实际融资（现金），计税时为税后，按折现率</translation>
    </message>
    <message>
        <source>PV of the flows at the discount rate</source>
        <translation>按折现率计算的现金流现值</translation>
    </message>
    <message>
        <source>unlevered (every loan paid in cash), before tax, lease payments at the cost of debt apart</source>
        <translation>无杠杆（所有贷款以现金支付），税前，不含按债务成本计价的租赁付款</translation>
    </message>
    <message>
        <source>unlevered (every loan paid in cash), after tax, lease payments at the cost of debt apart</source>
        <translation>无杠杆（所有贷款以现金支付），税后，不含按债务成本计价的租赁付款</translation>
    </message>
    <message>
        <source>PV of the lease payments at the cost of debt</source>
        <translation>按债务成本计算的租赁付款现值</translation>
    </message>
    <message>
        <source>before tax, at c / 12 a month (c: the cost of debt, or the loan&apos;s own rate when none is given)</source>
        <translation>税前，按每月 c / 12 折现（c：债务成本；未给出时为贷款自身利率）</translation>
    </message>
    <message>
        <source>after tax, at the after-tax cost of debt j = (c / 12)(1 - T) a month</source>
        <translation>税后，按每月税后债务成本 j = (c / 12)(1 - T) 折现</translation>
    </message>
    <message>
        <source>Financing NPV of the loans (paid in cash less as financed)</source>
        <translation>贷款的融资净现值（现金支付减按实际融资）</translation>
    </message>
    <message>
        <source>adjusted PV, before tax: unlevered, less the financing NPV</source>
        <translation>调整现值，税前：无杠杆现值减融资净现值</translation>
    </message>
    <message>
        <source>adjusted PV, after tax: unlevered, less the financing NPV</source>
        <translation>调整现值，税后：无杠杆现值减融资净现值</translation>
    </message>
    <message>
        <source>unlevered (every loan paid in cash), after tax when tax is on: the adjusted PV plus the financing NPV</source>
        <translation>无杠杆（所有贷款以现金支付），计税时为税后：调整现值加融资净现值</translation>
    </message>
    <message>
        <source>Loans and leases valued at the cost of debt</source>
        <translation>按债务成本计价的贷款和租赁</translation>
    </message>
    <message>
        <source>PV of the lease payments at the cost of debt less the financing NPV (after tax when tax is on): held along the NPV profile</source>
        <translation>按债务成本计算的租赁付款现值减融资净现值（计税时为税后）：沿净现值曲线保持不变</translation>
    </message>
    <message>
        <source>before tax</source>
        <translation>税前</translation>
    </message>
    <message>
        <source>after tax: x (1 - tax rate)</source>
        <translation>税后：x (1 - 税率)</translation>
    </message>
    <message>
        <source>adjusted PV before tax, less the PV of unserved demand, over the PV of the delivered hours</source>
        <translation>税前调整现值减未满足需求的现值，再除以交付小时的现值</translation>
    </message>
    <message>
        <source>F at t, before tax (loan paid in cash less as financed: the principal at t = 0, less each payment and the balance at t = M)</source>
        <translation>t 时 F，税前（以现金支付减按实际融资：t = 0 时为本金，减去每期还款及 t = M 时的余额）</translation>
    </message>
    <message>
        <source>F at t, after tax (each payment less its interest deduction)</source>
        <translation>t 时 F，税后（每期还款减去其利息抵扣）</translation>
    </message>
    <message>
        <source>lease payments at t, before tax (valued at the cost of debt)</source>
        <translation>t 时租赁付款，税前（按债务成本计价）</translation>
    </message>
    <message>
        <source>lease payments at t, after tax (valued at the cost of debt)</source>
        <translation>t 时租赁付款，税后（按债务成本计价）</translation>
    </message>
    <message>
        <source>DF at the cost of debt, before tax: (1 + c / 12)^(-t)</source>
        <translation>按税前债务成本的折现系数：(1 + c / 12)^(-t)</translation>
    </message>
    <message>
        <source>DF at the after-tax cost of debt: (1 + j)^(-t), j = (c / 12)(1 - T)</source>
        <translation>按税后债务成本的折现系数：(1 + j)^(-t)，j = (c / 12)(1 - T)</translation>
    </message>
    <message>
        <source>Flow at t at the discount rate, before tax (unlevered; lease payments at the cost of debt apart)</source>
        <translation>t 时按折现率折现的现金流，税前（无杠杆；不含按债务成本计价的租赁付款）</translation>
    </message>
    <message>
        <source>Flow at t at the discount rate (unlevered, after tax when tax is on; lease payments at the cost of debt apart)</source>
        <translation>t 时按折现率折现的现金流（无杠杆，计税时为税后；不含按债务成本计价的租赁付款）</translation>
    </message>
    <message>
        <source>NPV saving in cash alone (without the delay cost of unserved demand)</source>
        <translation>仅现金的净现值节省（不含未满足需求的延误成本）</translation>
    </message>
    <message>
        <source>Financing NPV (after tax when tax is on, at the after-tax cost of debt)</source>
        <translation>融资净现值（计税时为税后，按税后债务成本）</translation>
    </message>
    <message>
        <source>Financing NPV, before tax (at the cost of debt)</source>
        <translation>融资净现值，税前（按债务成本）</translation>
    </message>
    <message>
        <source>NPV saving under the other commitments rule</source>
        <translation>另一承诺规则下的净现值节省</translation>
    </message>
    <message>
        <source>(gputco&apos;s value: it needs the other rule&apos;s sheets; it does not follow a change)</source>
        <translation>（gputco 的数值：需要另一规则下的各表；不随修改更新）</translation>
    </message>
    <message>
        <source>NPV profile: the NPV saving at discount rates 0 % to 30 %. Only the discounting at the discount rate changes (the flows d on the grid below); loans and leases valued at the cost of debt are held (the first row).</source>
        <translation>净现值曲线：折现率为 0 % 至 30 % 时的净现值节省。只改变按折现率的折现（下方网格上的现金流 d）；按债务成本计价的贷款和租赁保持不变（第一行）。</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>折现率</translation>
    </message>
    <message>
        <source>held: loans and leases at the cost of debt, baseline less option</source>
        <translation>保持不变：按债务成本计价的贷款和租赁，基准减选项</translation>
    </message>
    <message>
        <source>Like for like with the baseline</source>
        <translation>与基准同口径</translation>
    </message>
    <message>
        <source>Demand unserved</source>
        <translation>未满足需求</translation>
    </message>
    <message>
        <source>Each trial&apos;s PV is below. The printed pages end with the mean: the trials are read here, not printed (select them and print the selection for a copy).</source>
        <translation>每次试验的现值见下方。打印页止于均值：试验明细在此查看，不打印（如需纸本，请选中后打印所选区域）。</translation>
    </message>
    <message>
        <source>No: the same lines as the baseline, but another share of the demand served (Demand unserved)</source>
        <translation>否：成本项与基准相同，但满足的需求比例不同（见“未满足需求”）</translation>
    </message>
    <message>
        <source>Rests on the user&apos;s estimates (marked on the Inputs sheet)</source>
        <translation>依赖用户估计值（已在“输入”工作表中标出）</translation>
    </message>
</context>
<context>
    <name>gputco::engine::Explain</name>
    <message>
        <source>t = %1 .. %2: flows %3, discounted %4</source>
        <translation>t = %1 .. %2：现金流 %3，折现后 %4</translation>
    </message>
    <message>
        <source>sum of the discounted flows</source>
        <translation>折现现金流合计</translation>
    </message>
    <message>
        <source>no such option</source>
        <translation>没有该选项</translation>
    </message>
    <message>
        <source>Total cost of &quot;%1&quot;</source>
        <translation>“%1”的总成本</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>tax is off in this scenario</source>
        <translation>本方案未启用税务计算</translation>
    </message>
    <message>
        <source>PV of cost after tax of &quot;%1&quot;</source>
        <translation>“%1”的税后成本现值</translation>
    </message>
    <message>
        <source>PV of cost of &quot;%1&quot;</source>
        <translation>“%1”的成本现值</translation>
    </message>
    <message>
        <source>PV = sum over t = 0 .. M of flow_t x DF(t), DF(t) = (1 + r)^(-t/12); flows include the tax shield of deductible costs and depreciation</source>
        <translation>PV = 对 t = 0 .. M 求和 flow_t × DF(t)，DF(t) = (1 + r)^(-t/12)；现金流含可抵扣成本和折旧的税盾</translation>
    </message>
    <message>
        <source>PV = sum over t = 0 .. M of flow_t x DF(t), DF(t) = (1 + r)^(-t/12)</source>
        <translation>PV = 对 t = 0 .. M 求和 flow_t × DF(t)，DF(t) = (1 + r)^(-t/12)</translation>
    </message>
    <message>
        <source>Discounting and present value</source>
        <translation>折现与现值</translation>
    </message>
    <message>
        <source>Cost per delivered reference GPU-hour of &quot;%1&quot;</source>
        <translation>“%1”每交付参考 GPU 小时成本</translation>
    </message>
    <message>
        <source>(total cost - unserved) / served reference GPU-hours</source>
        <translation>（总成本 - 未满足需求成本）/ 已交付参考 GPU 小时</translation>
    </message>
    <message>
        <source>total cost %1</source>
        <translation>总成本 %1</translation>
    </message>
    <message>
        <source>unserved (an opportunity cost, not paid) %1</source>
        <translation>未满足需求（机会成本，未实际支付）%1</translation>
    </message>
    <message>
        <source>served reference GPU-hours %1</source>
        <translation>已交付参考 GPU 小时 %1</translation>
    </message>
    <message>
        <source>no demand was served</source>
        <translation>没有需求得到满足</translation>
    </message>
    <message>
        <source>Saving of &quot;%1&quot; against the baseline &quot;%2&quot; (NPV)</source>
        <translation>“%1”相对基准“%2”的节省（净现值）</translation>
    </message>
    <message>
        <source>PV(baseline) - PV(option), after tax when tax is on</source>
        <translation>PV(基准) - PV(选项)，启用税务时为税后</translation>
    </message>
    <message>
        <source>Comparing options</source>
        <translation>比较选项</translation>
    </message>
    <message>
        <source>PV of the baseline %1</source>
        <translation>基准的现值 %1</translation>
    </message>
    <message>
        <source>PV of the option %1</source>
        <translation>选项的现值 %1</translation>
    </message>
    <message>
        <source>this option is the baseline</source>
        <translation>该选项即为基准</translation>
    </message>
    <message>
        <source>Break-even month of &quot;%1&quot; against &quot;%2&quot;</source>
        <translation>“%1”相对“%2”的盈亏平衡月份</translation>
    </message>
    <message>
        <source>the first month m from which cumulative cost(option) &lt;= cumulative cost(baseline) for good</source>
        <translation>从该月 m 起，累计成本(选项) 始终 &lt;= 累计成本(基准) 的第一个月</translation>
    </message>
    <message>
        <source>month %1: option %2, baseline %3 (at or below)</source>
        <translation>第 %1 个月：选项 %2，基准 %3（不高于基准）</translation>
    </message>
    <message>
        <source>month %1: option %2, baseline %3 (above)</source>
        <translation>第 %1 个月：选项 %2，基准 %3（高于基准）</translation>
    </message>
    <message>
        <source>the option&apos;s cumulative cost never stays at or below the baseline&apos;s</source>
        <translation>该选项的累计成本从未持续不高于基准</translation>
    </message>
    <message>
        <source>IRR of &quot;%1&quot; against &quot;%2&quot;</source>
        <translation>“%1”相对“%2”的内部收益率</translation>
    </message>
    <message>
        <source>Payback of &quot;%1&quot; against &quot;%2&quot;</source>
        <translation>“%1”相对“%2”的投资回收期</translation>
    </message>
    <message>
        <source>it never pays back within the horizon</source>
        <translation>在测算期内未能收回投资</translation>
    </message>
    <message>
        <source>%1 of &quot;%2&quot; in year %3</source>
        <translation>“%2”第 %3 年的 %1</translation>
    </message>
    <message>
        <source>Owned clusters, Cloud capacity, Tax</source>
        <translation>自有集群、云算力、税务</translation>
    </message>
    <message>
        <source>the year is outside the horizon</source>
        <translation>该年份超出测算期</translation>
    </message>
    <message>
        <source>month %1: %2</source>
        <translation>第 %1 个月：%2</translation>
    </message>
    <message>
        <source>year %1</source>
        <translation>第 %1 年</translation>
    </message>
    <message>
        <source>Cumulative cost of &quot;%1&quot; to the end of month %2</source>
        <translation>“%1”截至第 %2 个月末的累计成本</translation>
    </message>
    <message>
        <source>the month is outside the horizon</source>
        <translation>该月份超出测算期</translation>
    </message>
    <message>
        <source>to the end of month %1</source>
        <translation>截至第 %1 个月末</translation>
    </message>
    <message>
        <source>Cash flow of &quot;%1&quot; at t = %2</source>
        <translation>“%1”在 t = %2 的现金流</translation>
    </message>
    <message>
        <source>flow_t = what is paid at the start of month t + what is paid at the end of month t - 1; with the tax shield (negative: tax saved)</source>
        <translation>flow_t = 第 t 个月初支付的金额 + 第 t - 1 个月末支付的金额；含税盾（负值：节省的税款）</translation>
    </message>
    <message>
        <source>flow_t = what is paid at the start of month t + what is paid at the end of month t - 1</source>
        <translation>flow_t = 第 t 个月初支付的金额 + 第 t - 1 个月末支付的金额</translation>
    </message>
    <message>
        <source>t is outside the horizon</source>
        <translation>t 超出测算期</translation>
    </message>
    <message>
        <source>flow at t = %1</source>
        <translation>t = %1 时的现金流</translation>
    </message>
    <message>
        <source>Discounted payback of &quot;%1&quot; against &quot;%2&quot;</source>
        <translation>“%1”相对“%2”的折现投资回收期</translation>
    </message>
    <message>
        <source>the monthly i with sum U_t (1 + i)^-t = 0, annualised (1 + i)^12 - 1, U_t = baseline_t - option_t with every loan paid in cash; only when U changes sign once, from - to +</source>
        <translation>满足 sum U_t (1 + i)^-t = 0 的月利率 i，年化为 (1 + i)^12 - 1，其中 U_t = baseline_t - option_t（所有贷款按现金支付）；仅当 U 恰好由负变正变号一次时给出</translation>
    </message>
    <message>
        <source>the first t from which the cumulative sum of U_t x DF(t) stays &gt;= 0; U_t = baseline_t - option_t with every loan paid in cash</source>
        <translation>U_t x DF(t) 的累计和从此始终 &gt;= 0 的第一个 t；U_t = baseline_t - option_t（所有贷款按现金支付）</translation>
    </message>
    <message>
        <source>the first t from which the cumulative sum of U_t = baseline_t - option_t (every loan paid in cash) stays &gt;= 0</source>
        <translation>U_t = baseline_t - option_t（所有贷款按现金支付）的累计和从此始终 &gt;= 0 的第一个 t</translation>
    </message>
    <message>
        <source>t = %1: U = %2, cumulative %3</source>
        <translation>t = %1：U = %2，累计 %3</translation>
    </message>
    <message>
        <source>sign changes of U: %1</source>
        <translation>U 的变号次数：%1</translation>
    </message>
    <message>
        <source>no IRR: U does not change sign exactly once from negative to positive</source>
        <translation>无内部收益率：U 并非恰好由负变正变号一次</translation>
    </message>
    <message>
        <source>MIRR of &quot;%1&quot; against &quot;%2&quot;</source>
        <translation>“%1”相对“%2”的修正内部收益率</translation>
    </message>
    <message>
        <source>Profitability index of &quot;%1&quot; against &quot;%2&quot;</source>
        <translation>“%1”相对“%2”的盈利指数</translation>
    </message>
    <message>
        <source>((returns carried forward to t = M) / (outlays discounted to t = 0))^(1/M) - 1 a month, annualised (1 + m)^12 - 1; both at the discount rate, on U_t = baseline_t - option_t with every loan paid in cash</source>
        <translation>每月 ((回报复利到 t = M) / (投入折现到 t = 0))^(1/M) - 1，年化为 (1 + m)^12 - 1；两者均按折现率计算，基于 U_t = baseline_t - option_t（所有贷款按现金支付）</translation>
    </message>
    <message>
        <source>(returns discounted to t = 0) / (outlays discounted to t = 0), on U_t = baseline_t - option_t with every loan paid in cash</source>
        <translation>(回报折现到 t = 0) / (投入折现到 t = 0)，基于 U_t = baseline_t - option_t（所有贷款按现金支付）</translation>
    </message>
    <message>
        <source>outlays discounted to t = 0: %1</source>
        <translation>投入折现到 t = 0：%1</translation>
    </message>
    <message>
        <source>returns discounted to t = 0: %1</source>
        <translation>回报折现到 t = 0：%1</translation>
    </message>
    <message>
        <source>returns carried forward to t = %1: %2</source>
        <translation>回报复利到 t = %1：%2</translation>
    </message>
    <message>
        <source>none: the flows have no outlay or no return, or the savings come first (there is no outlay to earn a return on)</source>
        <translation>无：现金流没有投入或没有回报，或节省先于投入（没有可产生回报的投入）</translation>
    </message>
    <message>
        <source>Saving of &quot;%1&quot; against &quot;%2&quot; with every loan paid in cash (NPV)</source>
        <translation>所有贷款按现金支付时“%1”相对“%2”的节省（净现值）</translation>
    </message>
    <message>
        <source>PV(baseline paying cash) - PV(option paying cash), after tax when tax is on</source>
        <translation>PV(基准，现金支付) - PV(选项，现金支付)，开启税务时为税后</translation>
    </message>
    <message>
        <source>PV of the baseline paying cash %1</source>
        <translation>基准按现金支付的现值 %1</translation>
    </message>
    <message>
        <source>PV of the option paying cash %1</source>
        <translation>选项按现金支付的现值 %1</translation>
    </message>
    <message>
        <source>Financing NPV of &quot;%1&quot;</source>
        <translation>“%1”的融资净现值</translation>
    </message>
    <message>
        <source>Financing</source>
        <translation>融资</translation>
    </message>
    <message>
        <source>the option has no loan</source>
        <translation>该选项没有贷款</translation>
    </message>
    <message>
        <source>Levelised cost per reference GPU-hour of &quot;%1&quot;</source>
        <translation>“%1”每参考 GPU 小时的平准化成本</translation>
    </message>
    <message>
        <source>(PV before tax of the total-cost flows - PV of unserved) / PV of the delivered reference GPU-hours, each month&apos;s hours at t = m + 1</source>
        <translation>(总成本现金流的税前现值 - 未满足需求的现值) / 已交付参考 GPU 小时的现值，每月小时数按 t = m + 1 折现</translation>
    </message>
    <message>
        <source>PV of cost before tax %1</source>
        <translation>税前成本现值 %1</translation>
    </message>
    <message>
        <source>PV of unserved (not paid) %1</source>
        <translation>未满足需求的现值（未实际支付）%1</translation>
    </message>
    <message>
        <source>PV of delivered reference GPU-hours %1</source>
        <translation>已交付参考 GPU 小时的现值 %1</translation>
    </message>
    <message>
        <source>sum of the 12 months of the year; each month as the methodology defines the category</source>
        <translation>该年 12 个月之和；每月按方法说明对该类别的定义计算</translation>
    </message>
    <message>
        <source>no such job</source>
        <translation>没有这个作业</translation>
    </message>
    <message>
        <source>Cost of one run of &quot;%1&quot; on &quot;%2&quot;</source>
        <translation>“%1”在“%2”上单次训练的成本</translation>
    </message>
    <message>
        <source>Cost per million tokens of &quot;%1&quot; on &quot;%2&quot;</source>
        <translation>“%1”在“%2”上每百万 token 的成本</translation>
    </message>
    <message>
        <source>levelised cost per reference GPU-hour x 6 N D / (mfu x R x 10^12 x 3,600) reference GPU-hours a run</source>
        <translation>每参考 GPU 小时平准化成本 × 每次训练所需参考 GPU 小时 6 N D / (mfu × R × 10^12 × 3,600)</translation>
    </message>
    <message>
        <source>levelised cost per reference GPU-hour x 10^6 x 2 N / (mfu x R x 10^12 x 3,600) reference GPU-hours a million tokens</source>
        <translation>每参考 GPU 小时平准化成本 × 每百万 token 所需参考 GPU 小时 10^6 × 2 N / (mfu × R × 10^12 × 3,600)</translation>
    </message>
    <message>
        <source>Sizing</source>
        <translation>规模测算</translation>
    </message>
    <message>
        <source>FLOPs a run (6 N D) %1</source>
        <translation>每次训练的浮点运算量（6 N D）%1</translation>
    </message>
    <message>
        <source>FLOPs a token (2 N) %1</source>
        <translation>每个 token 的浮点运算量（2 N）%1</translation>
    </message>
    <message>
        <source>R, the reference GPU&apos;s calibrated rate: %1 TFLOPS</source>
        <translation>R，参考 GPU 的校准速率：%1 TFLOPS</translation>
    </message>
    <message>
        <source>reference GPU-hours a run %1</source>
        <translation>每次训练的参考 GPU 小时 %1</translation>
    </message>
    <message>
        <source>reference GPU-hours a million tokens %1</source>
        <translation>每百万 token 的参考 GPU 小时 %1</translation>
    </message>
    <message>
        <source>levelised cost per reference GPU-hour %1</source>
        <translation>每参考 GPU 小时平准化成本 %1</translation>
    </message>
    <message>
        <source>adjusted present value: the flows with every loan paid in cash, at DF(t) = (1 + r)^(-t/12) (lease payments at the cost of debt c instead: (1 + (c / 12) x (1 - T))^-t), less the financing NPV</source>
        <translation>调整现值：每笔贷款都以现金支付时的现金流，按 DF(t) = (1 + r)^(-t/12) 折现（租赁付款改按债务成本 c 折现：(1 + (c / 12) x (1 - T))^-t），再减去融资净现值</translation>
    </message>
    <message>
        <source>lease payments at the cost of debt (%1 a year): %2</source>
        <translation>按债务成本（每年 %1）计的租赁付款：%2</translation>
    </message>
    <message>
        <source>less the financing NPV %1</source>
        <translation>减去融资净现值 %1</translation>
    </message>
    <message>
        <source>adjusted present value</source>
        <translation>调整现值</translation>
    </message>
    <message>
        <source>sum over t of F_t / (1 + j)^t, F_t = flows paying cash - flows as financed (the principal received at t = 0, each payment less its interest deduction, the balance at the horizon), j = (c / 12) x (1 - T): c the cost of debt (each loan&apos;s own rate when none is given), T the tax rate; 0 for a loan at the cost of debt, its subsidy for a cheaper one</source>
        <translation>对 t 求和 F_t / (1 + j)^t，F_t = 现金支付时的现金流 - 按实际融资的现金流（t = 0 时收到的本金、每期还款减去其利息抵扣、期末余额），j = (c / 12) x (1 - T)：c 为债务成本（未给出时为每笔贷款自身利率），T 为税率；按债务成本借入的贷款为 0，更便宜的贷款为其补贴</translation>
    </message>
    <message>
        <source>principal received at t = 0: %1 (c = %2 a year, the cost of debt; T = %3; j = %4 a month)</source>
        <translation>t = 0 时收到的本金：%1（c = 每年 %2，债务成本；T = %3；j = 每月 %4）</translation>
    </message>
    <message>
        <source>principal received at t = 0: %1 (c = %2 a year, the loan&apos;s own rate; T = %3; j = %4 a month)</source>
        <translation>t = 0 时收到的本金：%1（c = 每年 %2，贷款自身利率；T = %3；j = 每月 %4）</translation>
    </message>
    <message>
        <source>payments after tax and the balance, discounted at j: %1</source>
        <translation>税后还款及余额按 j 折现：%1</translation>
    </message>
    <message>
        <source>financing NPV</source>
        <translation>融资净现值</translation>
    </message>
    <message>
        <source>Saving of &quot;%1&quot; against &quot;%2&quot; in cash alone (NPV)</source>
        <translation>“%1”相对“%2”仅计现金的节省（净现值）</translation>
    </message>
    <message>
        <source>NPV saving - (PV of the baseline&apos;s delay cost - PV of the option&apos;s), each unserved_m x (1 - T) at t = m + 1: the imputed delay cost is a valuation, not a cash flow</source>
        <translation>净现值节省 - （基准延误成本现值 - 该选项延误成本现值），各为 unserved_m x (1 - T)，在 t = m + 1：估算延误成本是一种估值，不是现金流</translation>
    </message>
    <message>
        <source>NPV saving %1</source>
        <translation>净现值节省 %1</translation>
    </message>
    <message>
        <source>less the baseline&apos;s delay cost %1</source>
        <translation>减去基准的延误成本 %1</translation>
    </message>
    <message>
        <source>plus the option&apos;s delay cost %1</source>
        <translation>加上该选项的延误成本 %1</translation>
    </message>
    <message>
        <source>Saving of &quot;%1&quot; against &quot;%2&quot; if prorated (NPV)</source>
        <translation>按比例计时“%1”相对“%2”的节省（净现值）</translation>
    </message>
    <message>
        <source>Saving of &quot;%1&quot; against &quot;%2&quot; if settled (NPV)</source>
        <translation>期末结清时“%1”相对“%2”的节省（净现值）</translation>
    </message>
    <message>
        <source>the NPV saving with commitments at the horizon switched (prorate: only the months inside the horizon are paid; settle: the rest of a cut term is paid at t = M), everything else unchanged</source>
        <translation>切换测算期末承诺规则后的净现值节省（按比例计：只支付测算期内的月份；期末结清：被截断期限的剩余部分在 t = M 支付），其他一切不变</translation>
    </message>
    <message>
        <source>no reserved term or lease of either option runs past the horizon</source>
        <translation>两个选项都没有超出测算期的预留期限或租赁</translation>
    </message>
    <message>
        <source>Saving of &quot;%1&quot; against &quot;%2&quot; at a discount rate of %3 (NPV)</source>
        <translation>折现率为 %3 时“%1”相对“%2”的节省（净现值）</translation>
    </message>
    <message>
        <source>the incremental flows discounted at this rate instead of the scenario&apos;s, DF(t) = (1 + r)^(-t/12); the loans&apos; financing NPVs and the leases valued at the cost of debt are held as they are</source>
        <translation>增量现金流按此折现率而非情景的折现率折现，DF(t) = (1 + r)^(-t/12)；贷款的融资净现值和按债务成本计价的租赁保持不变</translation>
    </message>
    <message>
        <source>debt valued at the cost of debt, held: %1</source>
        <translation>按债务成本计价的债务（保持不变）：%1</translation>
    </message>
    <message>
        <source>NPV saving at this rate</source>
        <translation>此折现率下的净现值节省</translation>
    </message>
    <message>
        <source>an input of the scenario: typed by the user, or copied from a catalog row with the row&apos;s source and date</source>
        <translation>方案的一个输入：由用户输入，或连同该行的来源和日期从价格目录行复制而来</translation>
    </message>
    <message>
        <source>Explaining a figure</source>
        <translation>数字的解释</translation>
    </message>
    <message>
        <source>no such input</source>
        <translation>没有此输入</translation>
    </message>
    <message>
        <source>the catalog row&apos;s value, as of %1: %2</source>
        <translation>价格目录行的数值，截至 %1：%2</translation>
    </message>
    <message>
        <source>typed over it in the scenario</source>
        <translation>在方案中改写</translation>
    </message>
    <message>
        <source>copied from the catalog row named under Source, as of %1</source>
        <translation>复制自“来源”一栏所列的价格目录行，截至 %1</translation>
    </message>
    <message>
        <source>typed in the scenario: no catalog row</source>
        <translation>在方案中输入：无价格目录行</translation>
    </message>
    <message>
        <source>%1 of &quot;%2&quot;, discounted (PV)</source>
        <translation>“%2”的%1（折现，现值）</translation>
    </message>
    <message>
        <source>sum over t = 0 .. M of the category&apos;s flow at t x DF(t), DF(t) = (1 + r)^(-t/12); every loan paid in cash, as the PV counts it</source>
        <translation>对 t = 0 .. M 求和：该类别在 t 的现金流 x DF(t)，DF(t) = (1 + r)^(-t/12)；所有贷款按现金支付，与现值的计算方式一致</translation>
    </message>
    <message>
        <source>%1 of &quot;%2&quot; over the horizon</source>
        <translation>“%2”在测算期内的%1</translation>
    </message>
    <message>
        <source>sum of the years of the horizon; each month as the methodology defines the category; nominal, not discounted</source>
        <translation>测算期内各年之和；每月按方法说明对该类别的定义计算；名义值，未折现</translation>
    </message>
    <message>
        <source>year %1: %2</source>
        <translation>第 %1 年：%2</translation>
    </message>
    <message>
        <source>over the horizon</source>
        <translation>测算期合计</translation>
    </message>
    <message>
        <source>sum over months and categories; the financing&apos;s interest is inside the financing and the tax shield is not a cost</source>
        <translation>按月份和类别求和；融资利息已含在融资中，税盾不是成本</translation>
    </message>
    <message>
        <source>sum over months 1 .. m and categories, the financing&apos;s interest inside the financing, without the tax shield; nominal, not discounted</source>
        <translation>按第 1 .. m 个月和类别求和，融资利息含在融资中，不含税盾；名义值，未折现</translation>
    </message>
    <message>
        <source>Unserved reference GPU-hours of &quot;%1&quot;</source>
        <translation>“%1”未满足的参考 GPU 小时</translation>
    </message>
    <message>
        <source>the reference GPU-hours the demand asks for over the horizon - those the option&apos;s sources serve</source>
        <translation>测算期内需求所要求的参考 GPU 小时 - 该选项各来源所服务的小时</translation>
    </message>
    <message>
        <source>Unserved demand</source>
        <translation>未满足需求</translation>
    </message>
    <message>
        <source>reference GPU-hours of demand %1</source>
        <translation>需求的参考 GPU 小时 %1</translation>
    </message>
    <message>
        <source>less those served %1</source>
        <translation>减去已服务的 %1</translation>
    </message>
    <message>
        <source>unserved</source>
        <translation>未满足</translation>
    </message>
</context>
<context>
    <name>gputco::io</name>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>never</source>
        <translation>无</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>1 month</source>
        <translation>1 个月</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CatalogApply</name>
    <message>
        <source>no such source</source>
        <translation>没有该来源</translation>
    </message>
    <message>
        <source>a cloud offer goes into a cloud source</source>
        <translation>云产品报价只能用于云来源</translation>
    </message>
    <message>
        <source>the offer has no price per hour</source>
        <translation>该报价没有每小时价格</translation>
    </message>
    <message>
        <source>a server goes into an owned source</source>
        <translation>服务器只能用于自购来源</translation>
    </message>
    <message>
        <source>the server has no price</source>
        <translation>该服务器没有价格</translation>
    </message>
    <message>
        <source>only prices per kWh are electricity tariffs</source>
        <translation>只有每千瓦时的价格才是电价</translation>
    </message>
    <message>
        <source>the tariff has no price</source>
        <translation>该电价没有价格</translation>
    </message>
    <message>
        <source>the GPU has no datasheet figures</source>
        <translation>该 GPU 没有规格参数</translation>
    </message>
    <message>
        <source>the price is in %1 and the scenario in %2, and no exchange rate from %1 to %2 was in force on %3, the price&apos;s date: add a dated %1/%2 rate to the library (catalog import of an fx file) or the scenario&apos;s own rate for %1 (fx)</source>
        <translation>价格以 %1 计，方案以 %2 计，而在价格的截至日期 %3 没有从 %1 到 %2 的有效汇率：请在库中添加带日期的 %1/%2 汇率（用 catalog import 导入 fx 文件），或在方案中为 %1 设定汇率 (fx)</translation>
    </message>
    <message>
        <source>its GPU model %1 is not in the scenario: add it first (GPU models: Add or update a GPU model from the catalog…)</source>
        <translation>其 GPU 型号 %1 不在方案中：请先添加（GPU 型号：从目录添加或更新 GPU 型号…）</translation>
    </message>
    <message>
        <source>the row is priced %1, not as this source is: pick a row of the same pricing, or add an option from the catalog (Add option…)</source>
        <translation>该行的计价方式为%1，与此来源不同：请选择计价方式相同的行，或从目录添加选项（添加选项…）</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>预留</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <source>by subscription</source>
        <translation>包年包月</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CatalogColumns</name>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>显存（GB）</translation>
    </message>
    <message>
        <source>Memory bandwidth (GB/s)</source>
        <translation>显存带宽（GB/s）</translation>
    </message>
    <message>
        <source>FP32 (TFLOPS)</source>
        <translation>FP32（TFLOPS）</translation>
    </message>
    <message>
        <source>Tensor FP16 (TFLOPS)</source>
        <translation>张量 FP16（TFLOPS）</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>功耗（W）</translation>
    </message>
    <message>
        <source>Efficiency, memory</source>
        <translation>效率：显存</translation>
    </message>
    <message>
        <source>Efficiency, FP32</source>
        <translation>效率：FP32</translation>
    </message>
    <message>
        <source>Efficiency, tensor</source>
        <translation>效率：张量</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至日期</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Power (kW)</source>
        <translation>功率（kW）</translation>
    </message>
    <message>
        <source>Rack units</source>
        <translation>机架单元</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>提供商</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>GPUs per instance</source>
        <translation>每实例 GPU 数</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计价方式</translation>
    </message>
    <message>
        <source>Paid upfront</source>
        <translation>预付比例</translation>
    </message>
    <message>
        <source>Tariff type</source>
        <translation>电价类型</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>Price per instance-hour</source>
        <translation>每实例小时价格</translation>
    </message>
</context>
<context>
    <name>gputco::ui::Category</name>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Installation</source>
        <translation>安装</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>机房设施</translation>
    </message>
    <message>
        <source>Financing</source>
        <translation>融资</translation>
    </message>
    <message>
        <source>Financing interest</source>
        <translation>融资利息</translation>
    </message>
    <message>
        <source>Electricity (IT)</source>
        <translation>电费（IT 设备）</translation>
    </message>
    <message>
        <source>Electricity (cooling)</source>
        <translation>电费（散热）</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>机柜托管</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>维保</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>运维人力</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>软件</translation>
    </message>
    <message>
        <source>Cloud compute</source>
        <translation>云计算资源</translation>
    </message>
    <message>
        <source>Cloud storage</source>
        <translation>云存储</translation>
    </message>
    <message>
        <source>Cloud egress</source>
        <translation>云出网流量</translation>
    </message>
    <message>
        <source>Cloud support</source>
        <translation>云技术支持</translation>
    </message>
    <message>
        <source>Unserved demand</source>
        <translation>未满足需求</translation>
    </message>
    <message>
        <source>Resale</source>
        <translation>转售价值</translation>
    </message>
    <message>
        <source>Tax shield</source>
        <translation>税盾</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CompareCurves</name>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>累计成本（%1）</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CostPerHourChart</name>
    <message>
        <source>Cost per reference GPU-hour (%1)</source>
        <translation>每参考 GPU 小时成本（%1）</translation>
    </message>
    <message>
        <source>Cost per reference GPU-hour</source>
        <translation>每参考 GPU 小时成本</translation>
    </message>
</context>
<context>
    <name>gputco::ui::FieldLabels</name>
    <message>
        <source>Horizon (years)</source>
        <translation>测算期（年）</translation>
    </message>
    <message>
        <source>Discount rate (% per year)</source>
        <translation>折现率（每年 %）</translation>
    </message>
    <message>
        <source>Rate (% per year)</source>
        <translation>利率（每年 %）</translation>
    </message>
    <message>
        <source>Depreciation life (years)</source>
        <translation>折旧年限（年）</translation>
    </message>
    <message>
        <source>Salvage value (% of cost)</source>
        <translation>残值（占成本 %）</translation>
    </message>
    <message>
        <source>Declining-balance factor</source>
        <translation>余额递减系数</translation>
    </message>
    <message>
        <source>Business value (%1 per month)</source>
        <translation>业务价值（每月 %1）</translation>
    </message>
    <message>
        <source>Growth (% per year)</source>
        <translation>增长率（每年 %）</translation>
    </message>
    <message>
        <source>Average demand (reference GPUs)</source>
        <translation>平均需求（参考 GPU 数）</translation>
    </message>
    <message>
        <source>Interruptible share (%)</source>
        <translation>可中断比例（%）</translation>
    </message>
    <message>
        <source>Cost of unserved demand (%1 per GPU-hour)</source>
        <translation>未满足需求成本（每 GPU 小时 %1）</translation>
    </message>
    <message>
        <source>Runs per month</source>
        <translation>每月运行次数</translation>
    </message>
    <message>
        <source>Model parameters</source>
        <translation>模型参数量</translation>
    </message>
    <message>
        <source>Tokens per run</source>
        <translation>每次运行的 token 数</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>每秒 token 数</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation (%)</source>
        <translation>模型算力利用率 MFU（%）</translation>
    </message>
    <message>
        <source>Price (%1/kWh)</source>
        <translation>价格（%1/千瓦时）</translation>
    </message>
    <message>
        <source>Peak price (%1/kWh)</source>
        <translation>峰时价格（%1/千瓦时）</translation>
    </message>
    <message>
        <source>Off-peak price (%1/kWh)</source>
        <translation>谷时价格（%1/千瓦时）</translation>
    </message>
    <message>
        <source>Escalation (% per year)</source>
        <translation>涨幅（每年 %）</translation>
    </message>
    <message>
        <source>Servers (nodes)</source>
        <translation>服务器（节点数）</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>每台服务器 GPU 数</translation>
    </message>
    <message>
        <source>Availability (%)</source>
        <translation>可用率（%）</translation>
    </message>
    <message>
        <source>Server price (%1)</source>
        <translation>服务器价格（%1）</translation>
    </message>
    <message>
        <source>Network per server (%1)</source>
        <translation>每台服务器网络（%1）</translation>
    </message>
    <message>
        <source>Storage per server (%1)</source>
        <translation>每台服务器存储（%1）</translation>
    </message>
    <message>
        <source>Spares (%)</source>
        <translation>备件（%）</translation>
    </message>
    <message>
        <source>Installation (% of hardware)</source>
        <translation>安装（占硬件 %）</translation>
    </message>
    <message>
        <source>Price decline (% per year)</source>
        <translation>价格降幅（每年 %）</translation>
    </message>
    <message>
        <source>Power when idle (kW per server)</source>
        <translation>空载功率（每台服务器 kW）</translation>
    </message>
    <message>
        <source>Power at full load (kW per server)</source>
        <translation>满载功率（每台服务器 kW）</translation>
    </message>
    <message>
        <source>Warranty (years)</source>
        <translation>质保期（年）</translation>
    </message>
    <message>
        <source>Support after warranty (% of hardware per year)</source>
        <translation>质保期后维保（每年占硬件 %）</translation>
    </message>
    <message>
        <source>Software licence (%1 per GPU-year)</source>
        <translation>软件许可（每 GPU 每年 %1）</translation>
    </message>
    <message>
        <source>Refresh every (years; 0: never)</source>
        <translation>更新周期（年；0 表示不更新）</translation>
    </message>
    <message>
        <source>Resale value decline (% per year)</source>
        <translation>转售价值降幅（每年 %）</translation>
    </message>
    <message>
        <source>Term (months)</source>
        <translation>期限（月）</translation>
    </message>
    <message>
        <source>Down payment (%)</source>
        <translation>首付（%）</translation>
    </message>
    <message>
        <source>Monthly payment (%1)</source>
        <translation>月供（%1）</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Colocation (%1 per kW-month)</source>
        <translation>机柜托管（每千瓦每月 %1）</translation>
    </message>
    <message>
        <source>Rack fees (%1 per month)</source>
        <translation>机柜费（每月 %1）</translation>
    </message>
    <message>
        <source>Facility capex (%1)</source>
        <translation>设施资本支出（%1）</translation>
    </message>
    <message>
        <source>Grid emissions (kg CO2 per kWh)</source>
        <translation>电网排放（每千瓦时 kg CO2）</translation>
    </message>
    <message>
        <source>GPUs per instance</source>
        <translation>每实例 GPU 数</translation>
    </message>
    <message>
        <source>Price (%1 per instance-hour)</source>
        <translation>价格（每实例小时 %1）</translation>
    </message>
    <message>
        <source>Scheduling efficiency (%)</source>
        <translation>调度效率（%）</translation>
    </message>
    <message>
        <source>Instances at most</source>
        <translation>实例数上限</translation>
    </message>
    <message>
        <source>Interruption overhead (%)</source>
        <translation>中断开销（%）</translation>
    </message>
    <message>
        <source>Reserved instances</source>
        <translation>预留实例数</translation>
    </message>
    <message>
        <source>Paid upfront (%)</source>
        <translation>预付比例（%）</translation>
    </message>
    <message>
        <source>Storage (TB)</source>
        <translation>存储（TB）</translation>
    </message>
    <message>
        <source>Storage price (%1 per TB-month)</source>
        <translation>存储价格（每 TB 每月 %1）</translation>
    </message>
    <message>
        <source>Egress (TB per month)</source>
        <translation>出网流量（每月 TB）</translation>
    </message>
    <message>
        <source>Egress price (%1 per TB)</source>
        <translation>出网流量价格（每 TB %1）</translation>
    </message>
    <message>
        <source>Support (% of cloud spend)</source>
        <translation>技术支持（占云支出 %）</translation>
    </message>
    <message>
        <source>Full-time equivalents</source>
        <translation>全职人力（FTE）</translation>
    </message>
    <message>
        <source>Cost (%1 per FTE-year)</source>
        <translation>成本（每 FTE 每年 %1）</translation>
    </message>
    <message>
        <source>Loan or lease</source>
        <translation>贷款或租赁</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>运维人力</translation>
    </message>
    <message>
        <source>Cloud extras</source>
        <translation>云附加费用</translation>
    </message>
    <message>
        <source>Benefits</source>
        <translation>收益</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>税务</translation>
    </message>
    <message>
        <source>Tax rate (%)</source>
        <translation>税率（%）</translation>
    </message>
    <message>
        <source>Loan interest (% per year)</source>
        <translation>贷款利率（每年 %）</translation>
    </message>
    <message>
        <source>Demand growth (% per year)</source>
        <translation>需求增长率（每年 %）</translation>
    </message>
    <message>
        <source>Bonus depreciation (% of cost, in the purchase month)</source>
        <translation>加速折旧（占成本 %，于购置当月）</translation>
    </message>
    <message>
        <source>Facility capex life (years)</source>
        <translation>设施资本支出折旧年限（年）</translation>
    </message>
    <message>
        <source>How many years the comparison covers, 1 to 10. Every option is costed month by month over this span.</source>
        <translation>比较覆盖的年数（1 到 10）。每个方案在此期间按月计算成本。</translation>
    </message>
    <message>
        <source>The yearly rate future money is discounted at (your cost of capital). 8 % means 100 next year is worth about 92.6 today.</source>
        <translation>未来资金的年折现率（资本成本）。8 % 表示明年的 100 约等于今天的 92.6。</translation>
    </message>
    <message>
        <source>The years over which owned hardware is depreciated for tax.</source>
        <translation>自有硬件用于税务折旧的年限。</translation>
    </message>
    <message>
        <source>What the hardware is worth at the end of its depreciation life, as a share of its cost.</source>
        <translation>折旧期满时硬件的残值，占成本的比例。</translation>
    </message>
    <message>
        <source>The share of the cost written off at once in the month of purchase; the rest follows the depreciation method.</source>
        <translation>购买当月一次性扣除的成本比例；其余部分按折旧方法摊销。</translation>
    </message>
    <message>
        <source>The years over which the facility&apos;s one-off capex is depreciated; what is left at the horizon counts as residual value.</source>
        <translation>设施一次性资本支出的折旧年限；期末剩余部分计为残值。</translation>
    </message>
    <message>
        <source>For declining-balance depreciation: 2 is double-declining, 1.5 is 150 %.</source>
        <translation>用于余额递减折旧：2 为双倍余额递减，1.5 为 150 %。</translation>
    </message>
    <message>
        <source>What the work the cluster does is worth to the business each month, for the return figures. 0 leaves it out.</source>
        <translation>集群所做工作每月为业务带来的价值，用于计算回报指标。填 0 则不计入。</translation>
    </message>
    <message>
        <source>How much the figure grows each year; negative for a decline.</source>
        <translation>该数值每年的增长幅度；负数表示下降。</translation>
    </message>
    <message>
        <source>The average number of reference GPUs (A100-equivalents) the workload keeps busy.</source>
        <translation>工作负载平均占用的参考 GPU 数量（以 A100 计）。</translation>
    </message>
    <message>
        <source>The share of demand that can run on spot capacity and survive being interrupted.</source>
        <translation>可在竞价实例上运行并能承受中断的需求比例。</translation>
    </message>
    <message>
        <source>What a GPU-hour of demand that no source serves costs the business (delay, lost work). It is an imputed cost, not cash spent.</source>
        <translation>未被任何来源满足的每 GPU 小时需求给业务造成的损失（延误、工作损失）。这是估算成本，不是现金支出。</translation>
    </message>
    <message>
        <source>The model&apos;s parameter count, e.g. 7e9 for a 7B model.</source>
        <translation>模型参数量，例如 7B 模型为 7e9。</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation: the share of the GPU&apos;s peak the job achieves (30 to 50 % is typical).</source>
        <translation>模型算力利用率：任务达到的 GPU 峰值比例（通常为 30 % 到 50 %）。</translation>
    </message>
    <message>
        <source>Monday to Friday, 08:00 to 22:00.</source>
        <translation>周一至周五 08:00 至 22:00。</translation>
    </message>
    <message>
        <source>How much the price rises each year; negative for a fall.</source>
        <translation>价格每年的上涨幅度；负数表示下降。</translation>
    </message>
    <message>
        <source>The share of hours the servers are up and serving, after maintenance and failures.</source>
        <translation>扣除维护和故障后，服务器正常提供服务的时间比例。</translation>
    </message>
    <message>
        <source>The price of one server with its GPUs, as quoted.</source>
        <translation>一台含 GPU 的服务器的报价。</translation>
    </message>
    <message>
        <source>Extra servers bought as spares, as a share of the fleet.</source>
        <translation>作为备件额外购买的服务器，占整体规模的比例。</translation>
    </message>
    <message>
        <source>How much cheaper the same hardware gets each year: the price paid at a refresh.</source>
        <translation>同样硬件每年降价的幅度：即更新换代时支付的价格。</translation>
    </message>
    <message>
        <source>Support costs nothing until the warranty ends.</source>
        <translation>保修期内不产生维保费用。</translation>
    </message>
    <message>
        <source>Replace the servers every so many years (selling the old ones); 0 keeps them for the whole horizon.</source>
        <translation>每隔若干年更换服务器（出售旧设备）；0 表示整个期间不更换。</translation>
    </message>
    <message>
        <source>How fast the resale value of used hardware falls each year.</source>
        <translation>二手硬件转售价值每年下降的速度。</translation>
    </message>
    <message>
        <source>Power usage effectiveness: the facility&apos;s total power over the IT power. 1.5 means cooling and losses add half again.</source>
        <translation>电能使用效率：设施总功率与 IT 功率之比。1.5 表示制冷和损耗再增加一半。</translation>
    </message>
    <message>
        <source>The colocation fee per kW of IT power contracted, each month.</source>
        <translation>每月按签约 IT 功率（每千瓦）收取的托管费。</translation>
    </message>
    <message>
        <source>A one-off facility cost at the start (e.g. liquid cooling), depreciated over the facility capex life.</source>
        <translation>期初一次性的设施成本（例如液冷），按设施资本支出年限折旧。</translation>
    </message>
    <message>
        <source>For the emissions figure only; it does not change costs.</source>
        <translation>仅用于排放数据，不影响成本。</translation>
    </message>
    <message>
        <source>The price of one instance for one hour, as the provider lists it.</source>
        <translation>服务商公布的单个实例每小时价格。</translation>
    </message>
    <message>
        <source>The share of paid instance-hours that do useful work (the rest is start-up, idle and scheduling gaps).</source>
        <translation>付费实例小时中真正做有效工作的比例（其余为启动、空闲和调度间隙）。</translation>
    </message>
    <message>
        <source>The most instances this source can supply; empty for no limit.</source>
        <translation>该来源最多可提供的实例数；留空表示不限。</translation>
    </message>
    <message>
        <source>Work lost and redone because spot instances are taken back, as a share of the work.</source>
        <translation>因竞价实例被回收而丢失并重做的工作，占工作量的比例。</translation>
    </message>
    <message>
        <source>Instances reserved for the whole term, paid whether used or not.</source>
        <translation>整个期限内预留的实例，无论是否使用都需付费。</translation>
    </message>
    <message>
        <source>The share of the commitment paid at the start; the rest is paid monthly.</source>
        <translation>承诺金额中期初支付的比例；其余按月支付。</translation>
    </message>
    <message>
        <source>Full-time equivalents of staff running this option.</source>
        <translation>运营该方案所需的全职人员当量。</translation>
    </message>
    <message>
        <source>The loaded yearly cost of one full-time person.</source>
        <translation>一名全职人员的全口径年成本。</translation>
    </message>
    <message>
        <source>Price (%1 per instance-month)</source>
        <translation>价格（%1/实例·月）</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>显存（GB）</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>试验次数</translation>
    </message>
    <message>
        <source>How many scenarios the Monte Carlo draws; more trials give steadier percentiles.</source>
        <translation>蒙特卡洛抽取的情景数量；次数越多，分位数越稳定。</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>The same seed gives the same Monte Carlo numbers, run after run.</source>
        <translation>相同的种子每次运行都得到相同的蒙特卡洛结果。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Electricity tariff</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>The ISO 4217 code every amount of the scenario is in, such as USD or CNY.</source>
        <translation>情景中所有金额使用的 ISO 4217 币种代码，例如 USD 或 CNY。</translation>
    </message>
    <message>
        <source>Baseline option</source>
        <translation>基准方案</translation>
    </message>
    <message>
        <source>The option the others are compared with (savings, IRR, payback).</source>
        <translation>其他方案与之比较的方案（节省额、IRR、回收期）。</translation>
    </message>
    <message>
        <source>Workload bound by</source>
        <translation>工作负载受限于</translation>
    </message>
    <message>
        <source>Weekly profile</source>
        <translation>每周负载曲线</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>最低</translation>
    </message>
    <message>
        <source>High</source>
        <translation>最高</translation>
    </message>
    <message>
        <source>Most likely</source>
        <translation>最可能值</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>Standard deviation</source>
        <translation>标准差</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>分布</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>设施</translation>
    </message>
    <message>
        <source>Owned servers</source>
        <translation>自有服务器</translation>
    </message>
    <message>
        <source>Reserved or subscription</source>
        <translation>预留或订阅</translation>
    </message>
    <message>
        <source>Spot instances</source>
        <translation>竞价实例</translation>
    </message>
    <message>
        <source>On-demand instances</source>
        <translation>按量付费实例</translation>
    </message>
    <message>
        <source>The peak the vendor&apos;s datasheet gives for this metric.</source>
        <translation>厂商规格书给出的该指标峰值。</translation>
    </message>
    <message>
        <source>The share of the datasheet peak real work reaches; a probe run measures it.</source>
        <translation>实际工作达到的规格峰值比例；可由探测程序实测。</translation>
    </message>
    <message>
        <source>Exchange rate (%1 per 1 %2)</source>
        <translation>汇率（1 %2 兑 %1）</translation>
    </message>
    <message>
        <source>Catalog prices in this currency are converted at this rate.</source>
        <translation>以该币种标价的目录价格按此汇率换算。</translation>
    </message>
    <message>
        <source>The marginal income tax rate that depreciation and deductible costs save.</source>
        <translation>折旧和可抵扣成本所节省的边际所得税率。</translation>
    </message>
    <message>
        <source>How much the average demand grows each year; negative for a decline.</source>
        <translation>平均需求每年的增长幅度；负数表示下降。</translation>
    </message>
    <message>
        <source>Option name</source>
        <translation>方案名称</translation>
    </message>
    <message>
        <source>Option %1</source>
        <translation>方案 %1</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>Demand › training job %1</source>
        <translation>需求 › 训练任务 %1</translation>
    </message>
    <message>
        <source>Demand › inference job %1</source>
        <translation>需求 › 推理任务 %1</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>需求</translation>
    </message>
    <message>
        <source>Tariff %1</source>
        <translation>电价 %1</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>折旧</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>must be a number, got %1</source>
        <translation>必须是数字，当前为 %1</translation>
    </message>
    <message>
        <source>is too large to compute with (at most %1), got %2</source>
        <translation>数值过大，无法计算（最多 %1），当前为 %2</translation>
    </message>
    <message>
        <source>must be at least %1, got %2</source>
        <translation>必须不小于 %1，当前为 %2</translation>
    </message>
    <message>
        <source>must be more than %1, got %2</source>
        <translation>必须大于 %1，当前为 %2</translation>
    </message>
    <message>
        <source>must be between %1 and %2, got %3</source>
        <translation>必须在 %1 与 %2 之间，当前为 %3</translation>
    </message>
    <message>
        <source>must be more than %1 and at most %2, got %3</source>
        <translation>必须大于 %1 且不超过 %2，当前为 %3</translation>
    </message>
    <message>
        <source>must be a whole number of at least %1, got %2</source>
        <translation>必须是不小于 %1 的整数，当前为 %2</translation>
    </message>
    <message>
        <source>must be a whole number between %1 and %2, got %3</source>
        <translation>必须是 %1 到 %2 之间的整数，当前为 %3</translation>
    </message>
    <message>
        <source>must be a whole number of months (a multiple of 1/12 year), got %1</source>
        <translation>必须是整月数（1/12 年的整数倍），当前为 %1</translation>
    </message>
    <message>
        <source>must be at most %1 (%2), got %3</source>
        <translation>不能超过%1（%2），当前为 %3</translation>
    </message>
    <message>
        <source>a leased server cannot be refreshed (it is never owned): set 0</source>
        <translation>租赁的服务器不能更新换代（从未拥有）：请设为 0</translation>
    </message>
    <message>
        <source>must be a three-letter ISO 4217 code such as USD or CNY, got “%1”</source>
        <translation>必须是三个字母的 ISO 4217 代码，如 USD 或 CNY，当前为“%1”</translation>
    </message>
    <message>
        <source>is the scenario&apos;s own currency: remove it (1 %1 is always 1 %1)</source>
        <translation>这是情景本身的币种：请删除（1 %1 始终等于 1 %1）</translation>
    </message>
    <message>
        <source>choose a GPU model</source>
        <translation>请选择 GPU 型号</translation>
    </message>
    <message>
        <source>there is no GPU model “%1” in this scenario: add it or choose another</source>
        <translation>此情景中没有 GPU 型号“%1”：请添加或另选</translation>
    </message>
    <message>
        <source>choose an electricity tariff</source>
        <translation>请选择电价</translation>
    </message>
    <message>
        <source>there is no tariff “%1” in this scenario: add it or choose another</source>
        <translation>此情景中没有电价“%1”：请添加或另选</translation>
    </message>
    <message>
        <source>there is no option named “%1”</source>
        <translation>没有名为“%1”的方案</translation>
    </message>
    <message>
        <source>give it a name</source>
        <translation>请填写名称</translation>
    </message>
    <message>
        <source>another option is already called “%1”: names must differ</source>
        <translation>已有方案名为“%1”：名称不能重复</translation>
    </message>
    <message>
        <source>add at least one source (owned, reserved, spot or on-demand)</source>
        <translation>请至少添加一个来源（自有、预留、竞价或按量付费）</translation>
    </message>
    <message>
        <source>add at least one option</source>
        <translation>请至少添加一个方案</translation>
    </message>
    <message>
        <source>name at least one metric the workload is bound by, with shares summing to 100 %</source>
        <translation>请至少指定一个工作负载受限的指标，各占比之和为 100 %</translation>
    </message>
    <message>
        <source>the shares must add up to 100 %, got %1</source>
        <translation>各占比之和必须为 100 %，当前为 %1</translation>
    </message>
    <message>
        <source>the GPU model “%1” has no datasheet figure for it</source>
        <translation>GPU 型号“%1”没有该指标的规格数据</translation>
    </message>
    <message>
        <source>must be a preset or 168 numbers (one per hour of the week), got %1</source>
        <translation>必须是预设曲线或 168 个数字（每周每小时一个），当前为 %1 个</translation>
    </message>
    <message>
        <source>must have some load: every hour is 0</source>
        <translation>必须有负载：每小时都为 0</translation>
    </message>
    <message>
        <source>choose the input it varies</source>
        <translation>请选择要变动的输入</translation>
    </message>
    <message>
        <source>names an input this scenario does not have (“%1”)</source>
        <translation>指定了此情景中不存在的输入（“%1”）</translation>
    </message>
    <message>
        <source>is outside what %1 accepts (%2), got %3</source>
        <translation>超出%1允许的范围（%2），当前为 %3</translation>
    </message>
    <message>
        <source>leaves no value between low and high that %1 accepts</source>
        <translation>最低与最高之间没有%1允许的值</translation>
    </message>
    <message>
        <source>must be at most the high value (%1), got %2</source>
        <translation>不能超过最高值（%1），当前为 %2</translation>
    </message>
    <message>
        <source>must be between the low (%1) and the high (%2), got %3</source>
        <translation>必须在最低值（%1）与最高值（%2）之间，当前为 %3</translation>
    </message>
    <message>
        <source>%1 is already an uncertain input</source>
        <translation>%1 已经是不确定输入</translation>
    </message>
    <message>
        <source>FP16 tensor compute</source>
        <translation>FP16 张量算力</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>FP32 compute</source>
        <translation>FP32 算力</translation>
    </message>
    <message>
        <source>Datasheet %1 (%2)</source>
        <translation>规格参数：%1（%2）</translation>
    </message>
    <message>
        <source>Efficiency, %1 (%)</source>
        <translation>效率：%1（%）</translation>
    </message>
    <message>
        <source>%1, as of %2</source>
        <translation>%1，截至 %2</translation>
    </message>
    <message>
        <source>user override (was %1 from %2)</source>
        <translation>用户覆盖（原为 %1，来自 %2）</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>The model&apos;s transformer layers, from its model card (config.json: num_hidden_layers). With the heads below it sizes the KV cache.</source>
        <translation>模型的 Transformer 层数，取自模型卡（config.json 的 num_hidden_layers）。与下面的注意力头参数一起用于估算 KV 缓存。</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <source>The model&apos;s hidden dimension, from its model card; sizes the activations.</source>
        <translation>模型的隐藏维度，取自模型卡；用于估算激活值占用。</translation>
    </message>
    <message>
        <source>Key-value heads</source>
        <translation>键值头数</translation>
    </message>
    <message>
        <source>Attention heads that keep keys and values (fewer than the query heads with grouped-query attention).</source>
        <translation>保存键和值的注意力头数（使用分组查询注意力时少于查询头数）。</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>每头维度</translation>
    </message>
    <message>
        <source>Micro batch (sequences per GPU)</source>
        <translation>微批大小（每 GPU 序列数）</translation>
    </message>
    <message>
        <source>With the sequence length, sizes the activations; 0 leaves them out.</source>
        <translation>与序列长度一起估算激活值占用；为 0 时不计入。</translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation>序列长度（token）</translation>
    </message>
    <message>
        <source>Peak tokens per second</source>
        <translation>峰值每秒 token 数</translation>
    </message>
    <message>
        <source>The busiest rate the service must keep up with; 0 means the average.</source>
        <translation>服务必须承受的最高速率；为 0 表示等于平均值。</translation>
    </message>
    <message>
        <source>Context length (tokens)</source>
        <translation>上下文长度（token）</translation>
    </message>
    <message>
        <source>Tokens each request keeps in the KV cache.</source>
        <translation>每个请求在 KV 缓存中保留的 token 数。</translation>
    </message>
    <message>
        <source>Concurrent requests</source>
        <translation>并发请求数</translation>
    </message>
    <message>
        <source>Requests served at the same time, each with its KV cache.</source>
        <translation>同时处理的请求数，每个请求各占一份 KV 缓存。</translation>
    </message>
    <message>
        <source>MIG slices</source>
        <translation>MIG 切分</translation>
    </message>
    <message>
        <source>Every GPU cut into MIG slices of this profile (NVIDIA MIG User Guide); the capacity counts slices, each with its share of the GPU&apos;s compute.</source>
        <translation>每块 GPU 按此配置切分为 MIG 切片（见 NVIDIA MIG 用户指南）；容量按切片计，每个切片拥有其所占的算力份额。</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>API price, input (%1 per million tokens)</source>
        <translation>API 输入价格（%1/百万 token）</translation>
    </message>
    <message>
        <source>What a hosted API charges for the same model&apos;s input tokens; with the output price it gives the rate at which self-hosting beats the API.</source>
        <translation>托管 API 对同一模型输入 token 的收费；与输出价格一起，算出自建比 API 更便宜的速率。</translation>
    </message>
    <message>
        <source>API price, output (%1 per million tokens)</source>
        <translation>API 输出价格（%1/百万 token）</translation>
    </message>
    <message>
        <source>Input share of the tokens (%)</source>
        <translation>输入 token 占比（%）</translation>
    </message>
    <message>
        <source>Weighs the input and output prices into one; 75 % is the 3:1 blend Artificial Analysis uses.</source>
        <translation>用于把输入和输出价格合成一个价格；75 % 即 Artificial Analysis 采用的 3:1 混合比例。</translation>
    </message>
    <message>
        <source>Prices judged at (yyyy-MM-dd)</source>
        <translation>价格评估日期（yyyy-MM-dd）</translation>
    </message>
    <message>
        <source>The day the scenario&apos;s prices are judged at: a catalog price more than 12 months older is marked stale. Empty: today.</source>
        <translation>评估方案价格所依据的日期：目录价格若早于此日期超过 12 个月，则标记为过时。留空：今天。</translation>
    </message>
    <message>
        <source>must be a date written yyyy-MM-dd, such as 2026-12-01, got “%1”</source>
        <translation>必须是 yyyy-MM-dd 格式的日期，例如 2026-12-01，实际为“%1”</translation>
    </message>
    <message>
        <source>Optimised from (option)</source>
        <translation>优化来源（选项）</translation>
    </message>
    <message>
        <source>Capex limit at month 0 (%1)</source>
        <translation>第 0 月资本支出上限（%1）</translation>
    </message>
    <message>
        <source>Unserved limit (% of demand)</source>
        <translation>未满足上限（占需求 %）</translation>
    </message>
    <message>
        <source>Risk limit percentile</source>
        <translation>风险限制百分位</translation>
    </message>
    <message>
        <source>Risk budget (%1)</source>
        <translation>风险预算（%1）</translation>
    </message>
    <message>
        <source>Most units searched</source>
        <translation>搜索的最多单位数</translation>
    </message>
    <message>
        <source>host-to-GPU copy</source>
        <translation>主机到 GPU 拷贝</translation>
    </message>
    <message>
        <source>GPU-to-host copy</source>
        <translation>GPU 到主机拷贝</translation>
    </message>
    <message>
        <source>STREAM triad</source>
        <translation>STREAM triad 测试</translation>
    </message>
    <message>
        <source>FMA loop</source>
        <translation>FMA 循环</translation>
    </message>
    <message>
        <source>GEMM through cuBLASLt</source>
        <translation>cuBLASLt 矩阵乘（GEMM）</translation>
    </message>
    <message>
        <source>peak kernel, not a GEMM</source>
        <translation>峰值内核，非 GEMM</translation>
    </message>
    <message>
        <source>copy from pinned memory</source>
        <translation>锁页内存拷贝</translation>
    </message>
    <message>
        <source>Measured %1 (%2)</source>
        <translation>实测%1（%2）</translation>
    </message>
    <message>
        <source>The rate the probe measured.</source>
        <translation>探测程序实测的速率。</translation>
    </message>
    <message>
        <source>Measured %1 with</source>
        <translation>%1的测量方法</translation>
    </message>
    <message>
        <source>GEMM by the probe&apos;s own kernel</source>
        <translation>探测自带内核的矩阵乘（GEMM）</translation>
    </message>
    <message>
        <source>What the probe measured this figure with, as it names it (gemm_cublaslt, gemm_mma_sync, gemm_wgmma, mma_sync_peak_kernel, triad, fma_loop).</source>
        <translation>探测程序测得该数值所用的方法，沿用其名称（gemm_cublaslt、gemm_mma_sync、gemm_wgmma、mma_sync_peak_kernel、triad、fma_loop）。</translation>
    </message>
    <message>
        <source>Cost of debt (% a year)</source>
        <translation>债务成本（每年 %）</translation>
    </message>
    <message>
        <source>The rate at which the company borrows. Loans and leases are valued at it after tax, so a loan at this rate is worth nothing and a cheaper one its subsidy. Empty: each loan at its own rate, leases at the discount rate.</source>
        <translation>公司借款的利率。贷款和租赁按其税后值计价：按此利率借入的贷款价值为零，更便宜的贷款价值即其补贴。留空：每笔贷款按其自身利率，租赁按折现率。</translation>
    </message>
    <message>
        <source>Inflation (% a year)</source>
        <translation>通货膨胀率（每年 %）</translation>
    </message>
    <message>
        <source>Raises every recurring price that has no escalation of its own: colocation, maintenance, software licences, cloud storage and egress, and the value of unserved demand. Every figure is nominal, so the discount rate is a nominal rate too.</source>
        <translation>提高所有没有自身调价率的经常性价格：托管费、维保、软件许可、云存储和出网流量，以及未满足需求的价值。所有数字均为名义值，因此折现率也是名义利率。</translation>
    </message>
    <message>
        <source>Facility residual value (% of book value)</source>
        <translation>设施残值（占账面价值的 %）</translation>
    </message>
    <message>
        <source>What the facility capex&apos;s book value left at the horizon is worth in use, as a share of it (no tax effect). 0 by default: a retrofit built into one site has no market.</source>
        <translation>测算期末设施资本支出剩余账面价值的使用价值，以其百分比表示（无税务影响）。默认为 0：为某一场地定制的改造没有市场。</translation>
    </message>
    <message>
        <source>Scenario name</source>
        <translation>情景名称</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>GPU models</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Electricity tariffs</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Source of the figures</source>
        <translation>数据来源</translation>
    </message>
    <message>
        <source>Figures as of</source>
        <translation>数据截至日期</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Cloud offer</source>
        <translation>云报价</translation>
    </message>
    <message>
        <source>Optimised from (option id)</source>
        <translation>优化来源（选项 ID）</translation>
    </message>
    <message>
        <source>User overrides</source>
        <translation>用户覆盖值</translation>
    </message>
    <message>
        <source>Datasheet figures</source>
        <translation>规格书数值</translation>
    </message>
    <message>
        <source>Efficiencies</source>
        <translation>效率</translation>
    </message>
    <message>
        <source>Probed device</source>
        <translation>探测设备</translation>
    </message>
    <message>
        <source>Probed device&apos;s UUID</source>
        <translation>探测设备的 UUID</translation>
    </message>
    <message>
        <source>Probe run at</source>
        <translation>探测运行时间</translation>
    </message>
    <message>
        <source>Probe version</source>
        <translation>探测程序版本</translation>
    </message>
    <message>
        <source>Probe result from</source>
        <translation>探测结果来源</translation>
    </message>
    <message>
        <source>Measured figures</source>
        <translation>实测数值</translation>
    </message>
    <message>
        <source>Probe&apos;s datasheet figures</source>
        <translation>探测程序所用的规格书数值</translation>
    </message>
    <message>
        <source>Efficiencies before calibration</source>
        <translation>校准前效率</translation>
    </message>
    <message>
        <source>Measurement methods</source>
        <translation>测量方法</translation>
    </message>
    <message>
        <source>“%1” is %2 characters long, more than the %3 allowed</source>
        <translation>“%1”长 %2 个字符，超过允许的 %3 个字符</translation>
    </message>
    <message>
        <source>Rank correlation</source>
        <translation>秩相关系数</translation>
    </message>
    <message>
        <source>How closely the two inputs move together, from -1 (one high when the other is low) through 0 (independent) to 1 (always in the same order); the Spearman rank correlation the Monte Carlo gives their draws.</source>
        <translation>两个输入项同向变动的程度：从 -1（一个高时另一个低），经 0（相互独立），到 1（顺序始终一致）；即蒙特卡洛模拟赋予其抽样值的 Spearman 秩相关系数。</translation>
    </message>
    <message>
        <source>%1 is not an uncertain input: add it to the inputs first</source>
        <translation>%1 不是不确定输入项：请先将其加入输入项</translation>
    </message>
    <message>
        <source>correlates %1 with itself: choose two different inputs</source>
        <translation>将 %1 与其自身相关：请选择两个不同的输入项</translation>
    </message>
    <message>
        <source>correlates the same two inputs as pair %1: keep one</source>
        <translation>与第 %1 对相关的是同样两个输入项：请只保留一个</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 与 %2</translation>
    </message>
    <message>
        <source>the rank correlations contradict each other (no inputs can move together like that): change %1, or use the nearest valid set the Risk page offers</source>
        <translation>这些秩相关系数相互矛盾（输入项不可能这样同时变动）：请修改 %1，或采用“风险”页提供的最接近的有效组合</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
</context>
<context>
    <name>gputco::ui::PriceAge</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation>截至 %1</translation>
    </message>
    <message>
        <source>as of %1 · %2</source>
        <translation>截至 %1 · %2</translation>
    </message>
    <message>
        <source>%1 (the scenario&apos;s date)</source>
        <translation>%1（方案日期）</translation>
    </message>
    <message>
        <source>%1 (today)</source>
        <translation>%1（今天）</translation>
    </message>
    <message numerus="yes">
        <source>%n month old</source>
        <translation>
            <numerusform>%n 个月前</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n months old</source>
        <translation>
            <numerusform>%n 个月前</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n years old</source>
        <translation>
            <numerusform>%n 年前</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gputco::ui::NpvProfileChart</name>
    <message>
        <source>Discount rate (% a year)</source>
        <translation>折现率（每年 %）</translation>
    </message>
    <message>
        <source>NPV saving</source>
        <translation>净现值节省</translation>
    </message>
    <message>
        <source>NPV saving (%1)</source>
        <translation>净现值节省（%1）</translation>
    </message>
    <message>
        <source>Saving crosses zero</source>
        <translation>节省穿过零点</translation>
    </message>
    <message>
        <source>this scenario: %1</source>
        <translation>本情景：%1</translation>
    </message>
    <message>
        <source>NPV saving at %1: %2</source>
        <translation>折现率 %1 时的净现值节省：%2</translation>
    </message>
    <message>
        <source>Double-click to see how it is computed</source>
        <translation>双击查看计算过程</translation>
    </message>
</context>
<context>
    <name>FinancingWords</name>
    <message>
        <source>at the after-tax cost of debt, %1 (%2 x (1 - %3))</source>
        <translation>按税后债务成本 %1（%2 x (1 - %3)）计</translation>
    </message>
    <message>
        <source>at the cost of debt, %1</source>
        <translation>按债务成本 %1 计</translation>
    </message>
    <message>
        <source>at each loan&apos;s own rate (no cost of debt given): a loan at the market rate is worth nothing</source>
        <translation>按每笔贷款自身利率计（未给出债务成本）：按市场利率借入的贷款价值为零</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CatalogOption</name>
    <message>
        <source>its GPU model %1 is in neither the scenario nor the catalog&apos;s GPU models: describe it first (GPU models: Add or update a GPU model from the catalog…, or import it into the library)</source>
        <translation>其 GPU 型号 %1 既不在方案中，也不在目录的 GPU 型号中：请先描述它（GPU 型号：从目录添加或更新 GPU 型号…，或将其导入库中）</translation>
    </message>
    <message>
        <source>its GPU model %1 cannot be brought in from the catalog: %2</source>
        <translation>其 GPU 型号 %1 无法从目录引入：%2</translation>
    </message>
    <message>
        <source>Its GPU model, %1, is not in the scenario yet: it is brought in from the catalog with the option (datasheet figures, default efficiencies, source and date %2).</source>
        <translation>其 GPU 型号 %1 尚不在方案中：将随该选项一起从目录引入（数据手册数值、默认效率、来源及截至日期 %2）。</translation>
    </message>
</context>
<context>
    <name>LikeForLikeWords</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 FTE</source>
        <translation>%1 人（全职）</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <source>%1 TB of egress a month</source>
        <translation>每月 %1 TB 出网流量</translation>
    </message>
    <message>
        <source>%1 support</source>
        <translation>%1 云技术支持</translation>
    </message>
    <message>
        <source>over 1 year</source>
        <translation>1 年内</translation>
    </message>
    <message>
        <source>over %1 years</source>
        <translation>%1 年内</translation>
    </message>
    <message>
        <source>staff</source>
        <translation>运维人力</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>egress</source>
        <translation>出网流量</translation>
    </message>
    <message>
        <source>cloud support</source>
        <translation>云技术支持</translation>
    </message>
    <message>
        <source>colocation</source>
        <translation>机柜托管</translation>
    </message>
    <message>
        <source>maintenance</source>
        <translation>维保</translation>
    </message>
    <message>
        <source>software licences</source>
        <translation>软件许可</translation>
    </message>
    <message>
        <source>%1 has no %2: the baseline&apos;s %3 cost %4 %5 (present value).</source>
        <translation>%1 没有%2：基准的 %3 %5的成本现值为 %4。</translation>
    </message>
    <message>
        <source>%1 has no %2: in the baseline that costs %3 %4 (present value).</source>
        <translation>%1 没有%2：在基准中其 %4的成本现值为 %3。</translation>
    </message>
    <message>
        <source>%1 has no %2, which the baseline has.</source>
        <translation>%1 没有基准所含的%2。</translation>
    </message>
    <message>
        <source>The baseline&apos;s storage is bought with its servers, inside their price.</source>
        <translation>基准的存储随服务器购买，含在服务器价格中。</translation>
    </message>
    <message>
        <source>%1 has %2, which the baseline lacks: %3 %4 (present value).</source>
        <translation>%1 含有基准没有的%2：%4的现值为 %3。</translation>
    </message>
    <message>
        <source>%1 has %2, which the baseline lacks.</source>
        <translation>%1 含有基准没有的%2。</translation>
    </message>
    <message>
        <source>%1 serves %2 of the demand, the baseline %3.</source>
        <translation>%1 满足 %2 的需求，基准为 %3。</translation>
    </message>
</context>
<context>
    <name>gputco::ui::Estimate</name>
    <message>
        <source>User&apos;s estimate, not a catalog price</source>
        <translation>用户估计值，非目录价格</translation>
    </message>
    <message>
        <source>No dated quote or catalog price backs this value: replace it with a quote when you have one</source>
        <translation>此数值没有带日期的报价或目录价格作依据：取得报价后请替换</translation>
    </message>
</context>
<context>
    <name>gputco::ui::WarningWords</name>
    <message>
        <source>Source %1: the MIG slice %2 of %3 holds %4 GB, less than the %5 GB the inference job &quot;%6&quot; needs: it cannot serve that job</source>
        <translation>来源 %1：%3 的 MIG 切片 %2 只有 %4 GB，少于推理任务“%6”所需的 %5 GB：无法承载该任务</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ExportJob</name>
    <message>
        <source>Fix the scenario&apos;s problems first: the report shows only valid results</source>
        <translation>请先修正方案的问题：报告只显示有效结果</translation>
    </message>
    <message>
        <source>Fix the scenario&apos;s problems first: the workbook holds only valid results</source>
        <translation>请先修正方案的问题：工作簿只包含有效结果</translation>
    </message>
    <message>
        <source>Waiting for the latest results…</source>
        <translation>正在等待最新结果……</translation>
    </message>
    <message>
        <source>%1 (unsaved changes)</source>
        <translation>%1（有未保存的修改）</translation>
    </message>
    <message>
        <source>Computing the risk pages…</source>
        <translation>正在计算风险页……</translation>
    </message>
    <message>
        <source>Writing the pages…</source>
        <translation>正在写入页面……</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>报告已保存至 %1</translation>
    </message>
    <message>
        <source>Writing the workbook…</source>
        <translation>正在写入工作簿……</translation>
    </message>
    <message>
        <source>The workbook was not written: %1</source>
        <translation>工作簿未写入：%1</translation>
    </message>
    <message>
        <source>Workbook written to %1</source>
        <translation>工作簿已保存至 %1</translation>
    </message>
    <message>
        <source>Export cancelled: no report was written</source>
        <translation>已取消导出：未写入报告</translation>
    </message>
    <message>
        <source>Export cancelled: no workbook was written</source>
        <translation>已取消导出：未写入工作簿</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ExportProgress</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the export: no report is written</source>
        <translation>停止导出：不会写入报告</translation>
    </message>
</context>
<context>
    <name>gputco::ui::LibraryActions</name>
    <message>
        <source>Saved, but the library did not keep a revision: %1</source>
        <translation>已保存，但资料库未能保留修订版本：%1</translation>
    </message>
    <message>
        <source>The library is not available (%1): these are the catalog rows bundled with gputco.</source>
        <translation>资料库不可用（%1）：以下是 gputco 自带的价格目录。</translation>
    </message>
    <message>
        <source>Library started afresh</source>
        <translation>资料库已重新建立</translation>
    </message>
    <message>
        <source>The library (%1) is not available for writing: %2

Nothing in it is lost. gputco goes on with %3; no revisions are kept until it is available.</source>
        <translation>资料库（%1）当前无法写入：%2

其中内容没有丢失。gputco 将继续使用%3；在资料库可用之前不会保留修订版本。</translation>
    </message>
    <message>
        <source>its contents, read-only</source>
        <translation>其现有内容（只读）</translation>
    </message>
    <message>
        <source>the bundled catalog, read-only</source>
        <translation>自带的价格目录（只读）</translation>
    </message>
    <message>
        <source>Library busy</source>
        <translation>资料库正忙</translation>
    </message>
    <message>
        <source>Library not available</source>
        <translation>资料库不可用</translation>
    </message>
    <message>
        <source>The library is available again</source>
        <translation>资料库已恢复可用</translation>
    </message>
    <message>
        <source>Library read-only: %1</source>
        <translation>资料库为只读：%1</translation>
    </message>
    <message>
        <source>Library damaged</source>
        <translation>资料库已损坏</translation>
    </message>
    <message>
        <source>The library (%1) is damaged: %2

gputco works with its bundled catalog, read-only, and keeps no revisions. Rebuild the library? Every revision, probe result and catalog row that can still be read is copied into the new one, and the damaged file is kept aside, not deleted.</source>
        <translation>资料库（%1）已损坏：%2

gputco 正在使用自带的只读价格目录，且不保留修订版本。是否重建资料库？所有仍可读取的修订版本、探测结果和目录条目都会复制到新资料库中，损坏的文件会另行保留，不会删除。</translation>
    </message>
    <message>
        <source>The library was rebuilt. Copied from the damaged file: %1 revisions, %2 probe results, %3 catalog rows.</source>
        <translation>资料库已重建。从损坏文件中复制了：%1 个修订版本、%2 个探测结果、%3 条目录条目。</translation>
    </message>
    <message>
        <source>Could not be read: %1.</source>
        <translation>无法读取：%1。</translation>
    </message>
    <message>
        <source>The old file is kept as %1.</source>
        <translation>旧文件保留为 %1。</translation>
    </message>
    <message>
        <source>Library rebuilt</source>
        <translation>资料库已重建</translation>
    </message>
    <message>
        <source>The team library could not be read (%1): these are this computer&apos;s rows.</source>
        <translation>无法读取团队资料库（%1）：这些是本机的行。</translation>
    </message>
    <message>
        <source>Import Price List</source>
        <translation>导入价格表</translation>
    </message>
    <message>
        <source>%1 may only read the team library: importing prices needs the analyst role there. Ask the library&apos;s administrator for it.</source>
        <translation>%1 对团队资料库只有读取权限：导入价格需要其中的分析师角色。请向资料库管理员申请。</translation>
    </message>
    <message>
        <source>The team library is out of reach: these are its rows as copied to this computer on %1.</source>
        <translation>团队资料库无法连接：以下是其于 %1 复制到本机的行。</translation>
    </message>
    <message>
        <source>The team library is out of reach, and this computer has no copy of its catalog: these are this computer&apos;s rows.</source>
        <translation>团队资料库无法连接，且本机没有其目录的副本：以下是本机的行。</translation>
    </message>
    <message>
        <source>the team library is not in use</source>
        <translation>未使用团队资料库</translation>
    </message>
    <message>
        <source>The team library is out of reach: prices can be imported into it once it answers again.</source>
        <translation>团队资料库无法连接：恢复连接后才能向其导入价格。</translation>
    </message>
    <message>
        <source>The team library&apos;s catalog is being read: these are its rows as copied to this computer on %1.</source>
        <translation>正在读取团队资料库的目录：以下是其于 %1 复制到本机的行。</translation>
    </message>
    <message>
        <source>The team library&apos;s catalog is being read, and this computer has no copy of it: these are this computer&apos;s rows.</source>
        <translation>正在读取团队资料库的目录，本机没有其副本：以下是本机的行。</translation>
    </message>
    <message>
        <source>The team library&apos;s catalog is still being read: import the price list once it is in, in a moment.</source>
        <translation>仍在读取团队资料库的目录：请稍候，读取完成后再导入价格表。</translation>
    </message>
    <message>
        <source>The team library&apos;s catalog could not be copied to this computer: %1</source>
        <translation>无法将团队资料库的目录复制到本机：%1</translation>
    </message>
    <message>
        <source>Rows added to the team library: %1.</source>
        <translation>已向团队资料库添加 %1 行。</translation>
    </message>
    <message>
        <source>The price list was not imported into the team library: %1</source>
        <translation>价格表未导入团队资料库：%1</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ProblemReport</name>
    <message>
        <source>not a finite number: %1</source>
        <translation>不是有限数值：%1</translation>
    </message>
    <message>
        <source>“%1” was not saved</source>
        <translation>“%1”未保存</translation>
    </message>
    <message>
        <source>“%1” cannot be evaluated (problems found: %2): the figures shown are out of date, from the last valid inputs</source>
        <translation>“%1”无法计算（发现问题：%2）：所显示的数字已过时，来自上一次有效的输入</translation>
    </message>
    <message>
        <source>“%1” cannot be evaluated (problems found: %2)</source>
        <translation>无法计算“%1”（发现 %2 个问题）</translation>
    </message>
    <message>
        <source>“%1” cannot be opened</source>
        <translation>无法打开“%1”</translation>
    </message>
</context>
<context>
    <name>gputco::ui::RecoveryStatus</name>
    <message>
        <source>Recovery copies go to %1</source>
        <translation>恢复副本保存到 %1</translation>
    </message>
    <message>
        <source>Crash recovery is off: no folder can be written</source>
        <translation>崩溃恢复已关闭：没有可写入的文件夹</translation>
    </message>
    <message>
        <source>The data folder&apos;s recovery copy could not be written: %1</source>
        <translation>无法在数据文件夹中写入恢复副本：%1</translation>
    </message>
    <message>
        <source>Crash recovery is off: %1</source>
        <translation>崩溃恢复已关闭：%1</translation>
    </message>
    <message>
        <source>The data folder cannot take recovery copies (%1); they now go to %2</source>
        <translation>数据文件夹无法保存恢复副本（%1）；现在改存到 %2</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ScenarioHeader</name>
    <message>
        <source>GPU cluster total cost of ownership</source>
        <translation>GPU 集群总拥有成本 (TCO)</translation>
    </message>
    <message>
        <source>No scenario open</source>
        <translation>未打开方案</translation>
    </message>
    <message>
        <source>%1[*] — gputco</source>
        <translation>%1[*] — gputco</translation>
    </message>
    <message>
        <source>%1 (%2, read-only)[*] — gputco</source>
        <translation>%1（%2，只读）[*] — gputco</translation>
    </message>
    <message>
        <source>%1, read-only</source>
        <translation>%1，只读</translation>
    </message>
    <message>
        <source>not saved yet</source>
        <translation>尚未保存</translation>
    </message>
    <message>
        <source>%1 (unsaved changes)</source>
        <translation>%1（有未保存的更改）</translation>
    </message>
    <message>
        <source>%1  ·  options: %2  ·  %3-year horizon  ·  currency %4</source>
        <translation>%1  ·  选项：%2 个  ·  测算期 %3 年  ·  币种 %4</translation>
    </message>
</context>
<context>
    <name>gputco::ui::RiskWords</name>
    <message>
        <source>uniform, %1 to %2</source>
        <translation>均匀分布，%1 至 %2</translation>
    </message>
    <message>
        <source>triangular, %1 to %2, most likely %3</source>
        <translation>三角分布，%1 至 %2，最可能值 %3</translation>
    </message>
    <message>
        <source>PERT, %1 to %2, most likely %3</source>
        <translation>PERT 分布，%1 至 %2，最可能值 %3</translation>
    </message>
    <message>
        <source>normal, mean %1</source>
        <translation>正态分布，均值 %1</translation>
    </message>
    <message>
        <source>lognormal, mean %1</source>
        <translation>对数正态分布，均值 %1</translation>
    </message>
    <message>
        <source>The inputs&apos; distributions are centred on their values in the file: the difference comes from how the figures bend with the inputs (they are not linear in them).</source>
        <translation>各输入项的分布以其在文件中的取值为中心：差异来自结果随输入项变化的非线性。</translation>
    </message>
    <message>
        <source>The Monte Carlo draws from the distributions, and these are not centred on the inputs&apos; values in the file:</source>
        <translation>蒙特卡洛模拟从分布中抽样，而下列分布并不以输入项在文件中的取值为中心：</translation>
    </message>
    <message>
        <source>%1: %2 in the file, %3 on average (%4)</source>
        <translation>%1：文件中为 %2，平均为 %3（%4）</translation>
    </message>
    <message>
        <source>after tax</source>
        <translation>税后</translation>
    </message>
    <message>
        <source>before tax</source>
        <translation>税前</translation>
    </message>
    <message>
        <source>%1 is %2 above its figure at the file&apos;s values.</source>
        <translation>%1比按文件取值计算的数字高 %2。</translation>
    </message>
    <message>
        <source>%1 is %2 below its figure at the file&apos;s values.</source>
        <translation>%1比按文件取值计算的数字低 %2。</translation>
    </message>
    <message>
        <source>The mean PV of “%1”</source>
        <translation>“%1”的现值均值</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CorrelationPanel</name>
    <message>
        <source>Rank correlations: inputs that move together in the world (the electricity price and demand growth, say). From -1 (one high when the other is low) through 0 (independent) to 1; the Monte Carlo reorders each input&apos;s draws to match (Iman-Conover), so every input keeps its distribution.</source>
        <translation>秩相关：现实中同向变动的输入项（例如电价与需求增长）。取值从 -1（一个高时另一个低），经 0（相互独立），到 1；蒙特卡洛模拟会重新排列各输入项的抽样值以达到该相关性（Iman-Conover 方法），因此每个输入项的分布保持不变。</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入项</translation>
    </message>
    <message>
        <source>Moves with</source>
        <translation>随之变动的输入项</translation>
    </message>
    <message>
        <source>Rank correlation</source>
        <translation>秩相关系数</translation>
    </message>
    <message>
        <source>Achieved</source>
        <translation>实际达到</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>The rank correlation the last Monte Carlo run of these inputs reached</source>
        <translation>上一次蒙特卡洛模拟对这些输入项实际达到的秩相关系数</translation>
    </message>
    <message>
        <source>Keep this pair&apos;s value when the nearest valid set is offered</source>
        <translation>提供最接近的有效组合时保留这一对的取值</translation>
    </message>
    <message>
        <source>Add pair</source>
        <translation>添加一对</translation>
    </message>
    <message>
        <source>Remove pair</source>
        <translation>删除这一对</translation>
    </message>
    <message>
        <source>Use the nearest valid set</source>
        <translation>采用最接近的有效组合</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 与 %2</translation>
    </message>
    <message>
        <source>(not an uncertain input)</source>
        <translation>（不是不确定输入项）</translation>
    </message>
    <message>
        <source>Run the Monte Carlo to see what the trials reach</source>
        <translation>运行蒙特卡洛模拟以查看试验实际达到的值</translation>
    </message>
    <message>
        <source>Add at least two uncertain inputs to correlate them</source>
        <translation>至少添加两个不确定输入项才能设置相关性</translation>
    </message>
    <message>
        <source>Pair %1: %2</source>
        <translation>第 %1 对：%2</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
    <message>
        <source>The nearest valid set changes:</source>
        <translation>最接近的有效组合会修改：</translation>
    </message>
    <message>
        <source>The pairs marked Keep cannot all stay as they are; the nearest valid set changes:</source>
        <translation>标记为“保留”的各对无法全部保持不变；最接近的有效组合会修改：</translation>
    </message>
    <message>
        <source>Use the nearest valid rank correlations</source>
        <translation>采用最接近的有效秩相关系数</translation>
    </message>
    <message>
        <source>The nearest valid set is in place; Undo puts the earlier one back</source>
        <translation>已采用最接近的有效组合；“撤销”可恢复之前的组合</translation>
    </message>
    <message>
        <source>Correlate %1</source>
        <translation>设置相关：%1</translation>
    </message>
    <message>
        <source>Type the rank correlation in the new row</source>
        <translation>在新行中输入秩相关系数</translation>
    </message>
    <message>
        <source>Every two inputs are paired already</source>
        <translation>所有输入项两两之间都已配对</translation>
    </message>
    <message>
        <source>Remove the correlation of %1</source>
        <translation>删除 %1 的相关性</translation>
    </message>
    <message>
        <source>Correlate with %1</source>
        <translation>与 %1 相关</translation>
    </message>
    <message>
        <source>Not a number: “%1”</source>
        <translation>不是数字：“%1”</translation>
    </message>
    <message>
        <source>Change the rank correlation of %1</source>
        <translation>修改 %1 的秩相关系数</translation>
    </message>
</context>
<context>
    <name>gputco::ui::SpiderChart</name>
    <message>
        <source>Percentile of the input (%)</source>
        <translation>输入项的百分位（%）</translation>
    </message>
    <message>
        <source>PV difference to the baseline</source>
        <translation>相对基准的现值差额</translation>
    </message>
    <message>
        <source>PV difference to the baseline (%1)</source>
        <translation>相对基准的现值差额（%1）</translation>
    </message>
    <message>
        <source>At P%1 (%2): difference %3</source>
        <translation>P%1 处（%2）：差额 %3</translation>
    </message>
</context>
<context>
    <name>gputco::ui::VarianceContributionChart</name>
    <message>
        <source>Share of the variance of the PV (%)</source>
        <translation>占现值方差的份额（%）</translation>
    </message>
    <message>
        <source>Share of the variance of the NPV saving (%)</source>
        <translation>占净现值节省方差的份额（%）</translation>
    </message>
    <message>
        <source>a higher input raises the PV</source>
        <translation>输入项越高，现值越高</translation>
    </message>
    <message>
        <source>a higher input raises the saving</source>
        <translation>输入项越高，节省越多</translation>
    </message>
    <message>
        <source>a higher input lowers the PV</source>
        <translation>输入项越高，现值越低</translation>
    </message>
    <message>
        <source>a higher input lowers the saving</source>
        <translation>输入项越高，节省越少</translation>
    </message>
    <message>
        <source>%1 of the variance; %2</source>
        <translation>占方差的 %1；%2</translation>
    </message>
</context>
<context>
    <name>gputco::ui::TeamLink</name>
    <message>
        <source>The team library is not in use: %1. gputco goes on with this computer&apos;s library.</source>
        <translation>未使用团队资料库：%1。gputco 继续使用本机资料库。</translation>
    </message>
    <message>
        <source>Team library</source>
        <translation>团队资料库</translation>
    </message>
    <message>
        <source>Password of %1 on %2 (kept until gputco closes, never saved):</source>
        <translation>%2 上 %1 的密码（保留到 gputco 关闭，从不保存）：</translation>
    </message>
    <message>
        <source>no password was given</source>
        <translation>未提供密码</translation>
    </message>
    <message>
        <source>Library: this computer</source>
        <translation>资料库：本机</translation>
    </message>
    <message>
        <source>Library: this computer (the team library is not in use)</source>
        <translation>资料库：本机（未使用团队资料库）</translation>
    </message>
    <message>
        <source>may approve revisions</source>
        <translation>可批准修订版本</translation>
    </message>
    <message>
        <source>may import prices and save revisions</source>
        <translation>可导入价格并保存修订版本</translation>
    </message>
    <message>
        <source>may read only</source>
        <translation>仅可读取</translation>
    </message>
    <message>
        <source>Team library: %1 on %2/%3, %4</source>
        <translation>团队资料库：%1，位于 %2/%3，%4</translation>
    </message>
    <message>
        <source>Saved; revision %1 of “%2” in the team library</source>
        <translation>已保存；团队资料库中“%2”的修订版本 %1</translation>
    </message>
    <message>
        <source>Saved on this computer, not in the team library: %1</source>
        <translation>已保存在本机，未保存到团队资料库：%1</translation>
    </message>
    <message>
        <source>Saved on this computer; the team library is out of reach and the revision could not be kept for it: %1</source>
        <translation>已保存在本机；团队资料库无法连接，且未能为其保留此修订版本：%1</translation>
    </message>
    <message>
        <source>Saved on this computer; the team library is out of reach: the revision is uploaded when it answers again</source>
        <translation>已保存在本机；团队资料库无法连接：恢复连接后将上传此修订版本</translation>
    </message>
    <message>
        <source>A save kept while the team library was out of reach was not uploaded: %1</source>
        <translation>团队资料库无法连接期间保留的一次保存未能上传：%1</translation>
    </message>
    <message>
        <source>1 revision saved while the team library was out of reach is uploaded</source>
        <translation>团队资料库无法连接期间保存的 1 个修订版本已上传</translation>
    </message>
    <message>
        <source>%1 revisions saved while the team library was out of reach are uploaded</source>
        <translation>团队资料库无法连接期间保存的 %1 个修订版本已上传</translation>
    </message>
    <message>
        <source>Team library out of reach: saves are kept on this computer until it answers</source>
        <translation>团队资料库无法连接：保存内容暂存在本机，恢复连接后上传</translation>
    </message>
    <message>
        <source>the team library is not in use</source>
        <translation>未使用团队资料库</translation>
    </message>
    <message>
        <source>The password is kept in this desktop&apos;s secret store</source>
        <translation>密码已保存在本桌面的密钥存储中</translation>
    </message>
    <message>
        <source>The password could not be kept in this desktop&apos;s secret store: %1</source>
        <translation>无法将密码保存在本桌面的密钥存储中：%1</translation>
    </message>
    <message>
        <source>Connecting to the team library on %1…</source>
        <translation>正在连接 %1 上的团队资料库…</translation>
    </message>
    <message>
        <source>The probe result is kept on this computer; the team library is out of reach</source>
        <translation>探测结果已保存在本机；团队资料库无法连接</translation>
    </message>
    <message>
        <source>The probe result of %1 is shared in the team library</source>
        <translation>%1 的探测结果已共享到团队资料库</translation>
    </message>
    <message>
        <source>The probe result is kept on this computer, not in the team library: %1</source>
        <translation>探测结果已保存在本机，未保存到团队资料库：%1</translation>
    </message>
    <message>
        <source>Saved on this computer only: %1 may read the team library, not save revisions there</source>
        <translation>仅保存在本机：%1 只能读取团队资料库，不能在其中保存修订版本</translation>
    </message>
    <message>
        <source>The team library is out of reach: the list is as it was last read.</source>
        <translation>团队资料库无法连接：列表为上次读取时的内容。</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <source>Only an approver may approve a revision or take an approval back, and %1 is not one.</source>
        <translation>只有批准人可以批准修订版本或撤销批准，而 %1 不是批准人。</translation>
    </message>
    <message>
        <source>The team library refused it: %1 may not make this change there.</source>
        <translation>团队资料库拒绝了此操作：%1 无权在其中进行此更改。</translation>
    </message>
    <message>
        <source>the team library stopped answering</source>
        <translation>团队资料库停止响应</translation>
    </message>
    <message>
        <source>saved on this computer at %1, while the team library was out of reach</source>
        <translation>于 %1 保存在本机，当时团队资料库无法连接</translation>
    </message>
</context>
<context>
    <name>gputco::ui::TeamHistoryDialog</name>
    <message>
        <source>draft</source>
        <translation>草稿</translation>
    </message>
    <message>
        <source>in review</source>
        <translation>审阅中</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>已批准</translation>
    </message>
    <message>
        <source>Imported 1 catalog row</source>
        <translation>导入了 1 行目录</translation>
    </message>
    <message>
        <source>Imported %1 catalog rows</source>
        <translation>导入了 %1 行目录</translation>
    </message>
    <message>
        <source>Saved revision %1 (%2)</source>
        <translation>保存了修订版本 %1（%2）</translation>
    </message>
    <message>
        <source>Set revision %1 to %2</source>
        <translation>将修订版本 %1 设为%2</translation>
    </message>
    <message>
        <source>New scenario “%1”</source>
        <translation>新方案“%1”</translation>
    </message>
    <message>
        <source>“%1” at version %2</source>
        <translation>“%1”更新至版本 %2</translation>
    </message>
    <message>
        <source>Probe result of %1</source>
        <translation>%1 的探测结果</translation>
    </message>
    <message>
        <source>Team Library History</source>
        <translation>团队资料库历史</translation>
    </message>
    <message>
        <source>Every write to the team library, newest first. The database keeps this record; nobody can change it.</source>
        <translation>团队资料库的每一次写入，最新的在前。此记录由数据库保存，任何人都无法更改。</translation>
    </message>
    <message>
        <source>When (UTC)</source>
        <translation>时间 (UTC)</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>this server</source>
        <translation>本服务器</translation>
    </message>
    <message>
        <source>Reading the team library&apos;s history…</source>
        <translation>正在读取团队资料库的历史…</translation>
    </message>
    <message>
        <source>The team library&apos;s history could not be read: %1</source>
        <translation>无法读取团队资料库的历史：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>gputco::ui::TeamRevisionsDialog</name>
    <message>
        <source>Team Revisions of “%1”</source>
        <translation>“%1”的团队修订版本</translation>
    </message>
    <message>
        <source>Every save of this scenario in the team library, newest first. A revision&apos;s number is the scenario&apos;s version it made: a status change takes a number too. Compare one with the scenario in the editor, open it read-only, or take it into the editor to work on it (an edit you can undo; the file is changed only when you save).</source>
        <translation>此方案在团队资料库中的每次保存，最新的在前。修订版本号即该次更改产生的方案版本号：状态更改也占用一个编号。可将某个修订版本与编辑器中的方案对比、以只读方式打开，或取入编辑器继续工作（这是一次可撤销的编辑；只有保存时文件才会更改）。</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>修订版本</translation>
    </message>
    <message>
        <source>Saved (UTC)</source>
        <translation>保存时间 (UTC)</translation>
    </message>
    <message>
        <source>By</source>
        <translation>保存者</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>&amp;Status:</source>
        <translation>状态(&amp;S)：</translation>
    </message>
    <message>
        <source>Co&amp;mment:</source>
        <translation>备注(&amp;M)：</translation>
    </message>
    <message>
        <source>why, for the record (optional)</source>
        <translation>原因，记录在案（可选）</translation>
    </message>
    <message>
        <source>Set S&amp;tatus</source>
        <translation>设置状态(&amp;T)</translation>
    </message>
    <message>
        <source>Ta&amp;ke into Editor</source>
        <translation>取入编辑器(&amp;K)</translation>
    </message>
    <message>
        <source>%1 may not approve: that needs the approver role in the team library</source>
        <translation>%1 无权批准：需要团队资料库中的批准人角色</translation>
    </message>
    <message>
        <source>%1 may read only: changing a status needs the analyst role in the team library</source>
        <translation>%1 仅可读取：更改状态需要团队资料库中的分析师角色</translation>
    </message>
    <message>
        <source>The team library has no revision of this scenario yet: each save adds one.</source>
        <translation>团队资料库中尚无此方案的修订版本：每次保存都会添加一个。</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>草稿</translation>
    </message>
    <message>
        <source>In review</source>
        <translation>审阅中</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>已批准</translation>
    </message>
    <message>
        <source>Revision %1 is approved: only an approver may change its status.</source>
        <translation>修订版本 %1 已批准：只有批准人可以更改其状态。</translation>
    </message>
    <message>
        <source>%1 may set a revision to draft or in review; approving needs the approver role in the team library.</source>
        <translation>%1 可将修订版本设为草稿或审阅中；批准需要团队资料库中的批准人角色。</translation>
    </message>
    <message>
        <source>Status set by</source>
        <translation>状态设置人</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Setting the status in the team library…</source>
        <translation>正在团队资料库中设置状态…</translation>
    </message>
    <message>
        <source>Reading the team library…</source>
        <translation>正在读取团队资料库…</translation>
    </message>
    <message>
        <source>Reading revision %1 from the team library…</source>
        <translation>正在从团队资料库读取修订版本 %1…</translation>
    </message>
    <message>
        <source>Com&amp;pare with Current</source>
        <translation>与当前对比(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Open Read-Only</source>
        <translation>以只读方式打开(&amp;O)</translation>
    </message>
</context>
<context>
    <name>gputco::ui::Prompts</name>
    <message>
        <source>Open the newer version</source>
        <translation>打开较新的版本</translation>
    </message>
</context>
<context>
    <name>gputco::ui::PasswordDialog</name>
    <message>
        <source>Team Library Password</source>
        <translation>团队资料库密码</translation>
    </message>
    <message>
        <source>The server refused that password. </source>
        <translation>服务器拒绝了该密码。</translation>
    </message>
    <message>
        <source>Password of %1 on %2:</source>
        <translation>%2 上 %1 的密码：</translation>
    </message>
    <message>
        <source>&amp;Remember it in this desktop&apos;s secret store</source>
        <translation>在本桌面的密钥存储中记住密码(&amp;R)</translation>
    </message>
    <message>
        <source>Kept by the desktop (GNOME Keyring, KWallet), not by gputco</source>
        <translation>由桌面（GNOME 密钥环、KWallet）保存，而非 gputco</translation>
    </message>
    <message>
        <source>This desktop has no secret store (%1): the password is kept until gputco closes and asked again next time</source>
        <translation>本桌面没有密钥存储（%1）：密码保留到 gputco 关闭，下次将再次询问</translation>
    </message>
    <message>
        <source>Not ticked, the password is kept until gputco closes; never written to a file.</source>
        <translation>不勾选时，密码保留到 gputco 关闭；从不写入文件。</translation>
    </message>
    <message>
        <source>This desktop has no secret store: the password is kept until gputco closes, never written to a file.</source>
        <translation>本桌面没有密钥存储：密码保留到 gputco 关闭，从不写入文件。</translation>
    </message>
</context>
</TS>
