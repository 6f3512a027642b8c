import { LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([LineChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, CanvasRenderer]);

export interface ChartPoint {
  at: number;
  temperature: number | null;
  speed: number | null;
}

/** The last hour of a device: temperature (left axis) and speed (right axis) over time, drawn by ECharts. */
export default function DeviceChart({
  points,
  labels,
}: {
  points: ChartPoint[];
  labels: { temperature: string; speed: string };
}) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!element.current) return undefined;
    const instance = echarts.init(element.current);
    chart.current = instance;
    const resize = () => instance.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: { data: [labels.temperature, labels.speed], top: 0 },
      grid: { left: 48, right: 48, top: 36, bottom: 56 },
      xAxis: { type: 'time' },
      yAxis: [
        { type: 'value', name: '°C', scale: true },
        { type: 'value', name: labels.speed, scale: true, splitLine: { show: false } },
      ],
      dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }],
      series: [
        { name: labels.temperature, type: 'line', showSymbol: false, data: points.map((p) => [p.at, p.temperature]) },
        {
          name: labels.speed,
          type: 'line',
          showSymbol: false,
          yAxisIndex: 1,
          data: points.map((p) => [p.at, p.speed]),
        },
      ],
    });
  }, [points, labels.temperature, labels.speed]);

  return <div ref={element} style={{ width: '100%', height: 320 }} data-testid="device-chart" />;
}
