import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { PaykitStoryFrame } from '../stories/support/PaykitStoryFrame';
import 'paykit/styles.css';
import '../stories/support/story-canvas.css';

// A busy 2-core CI machine can take over a second to render a step: findBy and waitFor wait up to
// five before they fail, instead of Testing Library's one.
configure({ asyncUtilTimeout: 5_000 });

const withPaykit: Decorator = (Story, context) => (
  <PaykitStoryFrame theme={context.globals.theme === 'dark' ? 'dark' : 'light'} locale={context.globals.locale}>
    <Story />
  </PaykitStoryFrame>
);

const preview: Preview = {
  decorators: [withPaykit],
  loaders: [mswLoader()],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Locale',
      toolbar: { icon: 'globe', items: ['en', 'fr'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;
