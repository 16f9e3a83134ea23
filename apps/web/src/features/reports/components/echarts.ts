// ECharts, modular: line and bar charts, grid, tooltip and legend, the canvas renderer. Imported
// lazily by ReportChart, so the report pages load it as a chunk of its own on first use.
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export { echarts };
