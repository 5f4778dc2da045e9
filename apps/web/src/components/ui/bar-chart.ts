// Loaded on demand by deferred-bar-chart.tsx, with the charts' styles.
import '@mantine/charts/styles.css';

export { BarChart as default } from '@mantine/charts';
