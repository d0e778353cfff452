import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { PaykitStoryFrame } from '../stories/support/PaykitStoryFrame';
import 'paykit/styles.css';
import '../stories/support/story-canvas.css';

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
