import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // The library build (entries, d.ts emit) is not Storybook's concern.
    const plugins = (viteConfig.plugins ?? []).flat().filter((plugin) => {
      const name = plugin && typeof plugin === 'object' && 'name' in plugin ? String(plugin.name) : '';
      return !name.includes('dts') && name !== 'paykit:stylesheet';
    });
    // Stories import `paykit`, `paykit/components`… by name: tsconfig.json's `paths` send them to the source.
    return { ...viteConfig, plugins, resolve: { ...viteConfig.resolve, tsconfigPaths: true }, build: { ...viteConfig.build, lib: false } };
  },
};

export default config;
