import { Profiler, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, useTranslation } from './react';
import { createI18n, type Catalogue } from './runtime';

function lazyI18n() {
  const gates = new Map<string, (catalogue: Catalogue) => void>();
  const i18n = createI18n({
    lng: 'ko',
    fallbackLng: 'ko',
    defaultNS: 'site',
    resources: { ko: { site: { title: '제목', named: '{{name}} 님' } } },
    load: (lng, ns) => new Promise((resolve) => gates.set(`${lng}|${ns}`, resolve)),
  });
  return { i18n, gates };
}

function Title() {
  const { t } = useTranslation();
  return <h1>{t('title')}</h1>;
}

function Forms() {
  const { t } = useTranslation(['forms', 'site'], { keyPrefix: 'wizard' });
  return <p>{t('next')}</p>;
}

describe('useTranslation', () => {
  it('suspends a component until its namespace is in', async () => {
    const { i18n, gates } = lazyI18n();
    render(
      <I18nProvider i18n={i18n}>
        <Title />
        <Suspense fallback={<span>loading</span>}>
          <Forms />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('제목');
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => {
      gates.get('ko|forms')!({ wizard: { next: '다음' } });
      await i18n.loadNamespaces('forms');
    });
    expect(await screen.findByText('다음')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('re-renders every component once the new language is in', async () => {
    const { i18n, gates } = lazyI18n();
    let renders = 0;
    function Counted() {
      const { t, i18n: fromHook } = useTranslation('site');
      return <p lang={fromHook.language}>{t('named', { name: 'Kim' })}</p>;
    }
    render(
      <I18nProvider i18n={i18n}>
        <Title />
        <Profiler id="counted" onRender={() => (renders += 1)}>
          <Counted />
        </Profiler>
      </I18nProvider>,
    );
    const rendersBefore = renders;
    let switching!: Promise<unknown>;
    act(() => {
      switching = i18n.changeLanguage('en');
    });
    // Nothing changes while the English catalogue loads.
    expect(screen.getByRole('heading').textContent).toBe('제목');
    expect(renders).toBe(rendersBefore);
    await act(async () => {
      gates.get('en|site')!({ title: 'Title', named: '{{name}}' });
      await switching;
    });
    expect(screen.getByRole('heading').textContent).toBe('Title');
    expect(screen.getByText('Kim').getAttribute('lang')).toBe('en');
  });

  it('refuses to run without a provider', () => {
    const error = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Title />)).toThrow('I18nProvider');
    } finally {
      console.error = error;
    }
  });
});
