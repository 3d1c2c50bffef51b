import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withAnalysisI18n } from '../story-helpers';
import { ServiceCatalogue } from './ServiceCatalogue';

const meta = {
  title: 'Analysis/ServiceCatalogue',
  component: ServiceCatalogue,
  tags: ['autodocs'],
  decorators: [withAnalysisI18n('ko')],
  args: {
    view: 'all',
    renderLink: (href, children, label) => (
      <a href={href} aria-label={label}>
        {children}
      </a>
    ),
  },
} satisfies Meta<typeof ServiceCatalogue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  name: '전체 분석 목록',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Seven groups of the analysis routes and the nonparametric tests; the t-tests
    // through their chooser.
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: '빈도분석 시작하기' })).toHaveAttribute(
      'href',
      '/services/desc/stats/frequencies',
    );
    await expect(canvas.getByRole('link', { name: 't 검정 시작하기' })).toHaveAttribute(
      'href',
      '/services/anal/average/t',
    );
    await expect(canvas.getByRole('link', { name: '반복측정 분산분석 시작하기' })).toHaveAttribute(
      'href',
      '/services/anal/average/repeated',
    );
    await expect(
      canvas.getByRole('link', { name: 'Kruskal-Wallis 검정 시작하기' }),
    ).toHaveAttribute('href', '/services/anal/nonparametric/kruskal-wallis');
    await expect(
      canvas.getByRole('link', { name: '이분형 로지스틱 회귀분석 시작하기' }),
    ).toHaveAttribute('href', '/services/anal/regression/logistic');
    await expect(canvas.getAllByRole('link')).toHaveLength(22);
  },
};

export const TTestChooser: Story = {
  name: 't 검정 고르기',
  args: { view: 'tTests' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hrefs = canvas
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .slice(0, 3);
    await expect(hrefs).toEqual([
      '/services/anal/average/t/one',
      '/services/anal/average/t/paired',
      '/services/anal/average/t/independent',
    ]);
  },
};

export const English: Story = {
  name: 'English',
  decorators: [withAnalysisI18n('en')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Statistics services',
    );
  },
};
