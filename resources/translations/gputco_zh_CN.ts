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