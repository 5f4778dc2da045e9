// Every Mantine component's styles, loaded with the first screen that is not in the first script
// (router.tsx). The first pages carry only their own components' styles (provider.tsx).
import '@mantine/core/styles.layer.css';
