<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
    <name>gputco::ui::ComparisonTable</name>
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
        <source>Per reference GPU-hour</source>
        <translation>每参考 GPU 小时成本</translation>
    </message>
    <message>
        <source>Unserved GPU-hours</source>
        <translation>未满足 GPU 小时</translation>
    </message>
    <message>
        <source>Break-even month</source>
        <translation>盈亏平衡月份</translation>
    </message>
    <message>
        <source>IRR</source>
        <translation>内部收益率 (IRR)</translation>
    </message>
    <message>
        <source>Payback</source>
        <translation>投资回收期</translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <translation>%1（基准）</translation>
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
        <source>Saving vs baseline (NPV)</source>
        <translation>相对基准的节省（净现值）</translation>
    </message>
    <message>
        <source>Break-even month</source>
        <translation>盈亏平衡月份</translation>
    </message>
    <message>
        <source>IRR</source>
        <translation>内部收益率 (IRR)</translation>
    </message>
    <message>
        <source>Payback period</source>
        <translation>投资回收期</translation>
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
        <source>cumulative cost stays below the baseline from then on</source>
        <translation>自该月起累计成本持续低于基准</translation>
    </message>
    <message>
        <source>of the cash flows saved against the baseline</source>
        <translation>基于相对基准节省的现金流</translation>
    </message>
    <message>
        <source>until the savings repay the extra outlay</source>
        <translation>节省的成本收回额外投入所需时间</translation>
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
        <source>Warning</source>
        <translation>警告</translation>
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
        <source>Evaluated in %1 ms</source>
        <translation>计算用时 %1 毫秒</translation>
    </message>
    <message>
        <source>GPU cluster total cost of ownership</source>
        <translation>GPU 集群总拥有成本 (TCO)</translation>
    </message>
    <message>
        <source>No scenario open</source>
        <translation>未打开方案</translation>
    </message>
    <message>
        <source>%1 — gputco</source>
        <translation>%1 — gputco</translation>
    </message>
    <message>
        <source>The file could not be opened</source>
        <translation>无法打开该文件</translation>
    </message>
    <message>
        <source>“%1” cannot be opened</source>
        <translation>无法打开“%1”</translation>
    </message>
    <message>
        <source>Evaluating…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>Table copied as tab-separated text</source>
        <translation>表格已复制为制表符分隔文本</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>打开方案</translation>
    </message>
    <message>
        <source>gputco scenarios (*.gputco);;All files (*)</source>
        <translation>gputco 方案 (*.gputco);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1  ·  options: %2  ·  %3-year horizon  ·  currency %4</source>
        <translation>%1  ·  选项：%2 个  ·  测算期 %3 年  ·  币种 %4</translation>
    </message>
    <message>
        <source>“%1” cannot be evaluated (problems found: %2)</source>
        <translation>无法计算“%1”（发现 %2 个问题）</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>导出 PDF(&amp;E)…</translation>
    </message>
    <message>
        <source>Writing the report… %1 %</source>
        <translation>正在生成报告… %1 %</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>报告已保存至 %1</translation>
    </message>
    <message>
        <source>Export PDF report</source>
        <translation>导出 PDF 报告</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>ReportText</name>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>TFLOPS</source>
        <translation>TFLOPS</translation>
    </message>
    <message>
        <source>%1 per %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>kg CO2/kWh</source>
        <translation>千克 CO2/千瓦时</translation>
    </message>
    <message>
        <source>%1/kWh</source>
        <translation>%1/千瓦时</translation>
    </message>
    <message>
        <source>%1 per instance-hour</source>
        <translation>%1/实例小时</translation>
    </message>
    <message>
        <source>%1 per reference GPU-hour</source>
        <translation>%1/参考 GPU 小时</translation>
    </message>
    <message>
        <source>%1 per TB-month</source>
        <translation>%1/TB·月</translation>
    </message>
    <message>
        <source>%1 per TB</source>
        <translation>%1/TB</translation>
    </message>
    <message>
        <source>%1 per FTE-year</source>
        <translation>%1/人·年</translation>
    </message>
    <message>
        <source>%1 per kW-month</source>
        <translation>%1/千瓦·月</translation>
    </message>
    <message>
        <source>%1 per GPU-year</source>
        <translation>%1/GPU·年</translation>
    </message>
    <message>
        <source>%1/month</source>
        <translation>%1/月</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>千瓦</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <source>TB/month</source>
        <translation>TB/月</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>台服务器</translation>
    </message>
    <message>
        <source>instances</source>
        <translation>个实例</translation>
    </message>
    <message>
        <source>FTE</source>
        <translation>人（全职当量）</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>比值</translation>
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
        <source>unbounded</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>%1 values</source>
        <translation>%1 个数值</translation>
    </message>
    <message>
        <source>scenario input</source>
        <translation>方案输入</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设条件</translation>
    </message>
    <message>
        <source>Every input of the scenario, as the file holds it, with its unit, source and as-of date.</source>
        <translation>方案文件中的全部输入，附单位、来源和截至日期。</translation>
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
        <source>Scenario</source>
        <translation>方案</translation>
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
        <source>Cost per reference GPU-hour (%1)</source>
        <translation>每参考 GPU 小时成本（%1）</translation>
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
        <source>Savings are after tax when tax is on; months are counted from the start.</source>
        <translation>启用税务时节省额为税后值；月份自测算期开始计。</translation>
    </message>
    <message>
        <source>NPV saving</source>
        <translation>净现值 (NPV) 节省</translation>
    </message>
    <message>
        <source>Break-even month</source>
        <translation>盈亏平衡月份</translation>
    </message>
    <message>
        <source>IRR</source>
        <translation>内部收益率 (IRR)</translation>
    </message>
    <message>
        <source>Payback</source>
        <translation>投资回收期</translation>
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
        <source>The internal rate of return of the savings is %1; the extra outlay pays back in %2 (discounted: %3).</source>
        <translation>节省现金流的内部收益率 (IRR) 为 %1；额外投入的投资回收期为 %2（折现后：%3）。</translation>
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
        <translation>附录：计算方法</translation>
    </message>
    <message>
        <source>Note on %1: %2</source>
        <translation>关于 %1 的说明：%2</translation>
    </message>
    <message>
        <source>%1: cannot be written</source>
        <translation>%1：无法写入</translation>
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
</TS>