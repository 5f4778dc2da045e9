import type { BarChartProps } from '@mantine/charts';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { WhenVisible } from './when-visible';

const BarChart = lazy(() => import('./bar-chart'));

/**
 * Mantine's BarChart, whose code (recharts, a third of a megabyte) loads and renders only once
 * the chart nears the screen; until then a skeleton of its height holds its place.
 */
export function DeferredBarChart(props: BarChartProps & { h: number }) {
  const placeholder = <Skeleton h={props.h} />;
  return (
    <WhenVisible placeholder={placeholder}>
      <Suspense fallback={placeholder}>
        <BarChart {...props} />
      </Suspense>
    </WhenVisible>
  );
}
