import type { ResultGroup } from '@capstone/contracts';
import { DeferredBarChart } from '@/components/ui/deferred-bar-chart';
import { factorChartData, factorSummary } from '../utils/results';

const SERIES = [{ name: 'factor', label: 'Factor', color: 'indigo.7' }];

/**
 * The group's factors as bars around 1.00. The chart is one image to assistive technology,
 * named by the same numbers in words (the table above holds them too).
 */
export function FactorChart({ group }: { group: ResultGroup }) {
  if (group.members.length === 0) return null;
  return (
    <div role="img" aria-label={factorSummary(group)} data-testid="factor-chart">
      <DeferredBarChart
        h={Math.max(120, group.members.length * 36)}
        data={factorChartData(group)}
        dataKey="name"
        orientation="vertical"
        series={SERIES}
        referenceLines={[{ x: 1, label: '1.00', color: 'gray.6' }]}
        xAxisProps={{ domain: [0, 1.2], tickCount: 7 }}
        yAxisProps={{ width: 110 }}
        valueFormatter={(value) => value.toFixed(2)}
        withTooltip={false}
        gridAxis="x"
      />
    </div>
  );
}
