import { GaugeChart, PieChart } from 'echarts/charts';
import { use } from 'echarts/core';

// The shared chart set holds lines and bars; the classic wall's gauges and rings are added here, so
// that only this wall downloads them.
use([GaugeChart, PieChart]);
