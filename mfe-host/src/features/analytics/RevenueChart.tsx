// The revenue-by-month bars: recharts, in a chunk of its own (AnalyticsPage loads it with React.lazy), so no other
// page pays for it. Drawn for sighted users; the same figures are a table beside it (AnalyticsPage).
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';

export interface RevenuePoint {
  label: string;
  revenue: number;
}

export interface RevenueChartProps {
  points: RevenuePoint[];
  formatMoney(value: number): string;
  rtl: boolean;
}

export default function RevenueChart({ points, formatMoney, rtl }: RevenueChartProps) {
  const theme = useTheme();
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke={theme.colors.border} vertical={false} />
        <XAxis
          dataKey="label"
          reversed={rtl}
          tick={{ fill: theme.colors.muted, fontSize: 12 }}
          interval="preserveStartEnd"
        />
        <YAxis
          orientation={rtl ? 'right' : 'left'}
          tick={{ fill: theme.colors.muted, fontSize: 12 }}
          tickFormatter={(value: number) => formatMoney(value)}
          width={72}
        />
        <Tooltip
          formatter={(value) => formatMoney(Number(value))}
          cursor={{ fill: theme.colors.primarySoft }}
        />
        <Bar dataKey="revenue" fill={theme.colors.primary} radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
