import { describe, expect, it } from 'vitest';
import { createI18n, type Catalogue } from './runtime';

const ko = {
  hello: '안녕하세요, {{name}}님',
  deep: { er: { key: '깊은 키' } },
  items: '{{count}}개',
  apples_other: '사과 {{count}}개',
  onlyKo: '한국어에만',
  empty: '',
  list: ['첫째 {{name}}', '둘째'],
  sections: [{ title: '제목' }],
  nested: '앞 $t(deep.er.key) 뒤',
  user: '{{user.name}} ({{user.age}})',
};
const en = {
  hello: 'Hello, {{name}}',
  deep: { er: { key: 'Deep key' } },
  items: '{{count}} items',
  apples_zero: 'No apples',
  apples_one: 'One apple',
  apples_other: '{{count}} apples',
  list: ['First {{name}}', 'Second'],
  nested: 'before $t(deep.er.key) after',
};
const other = { word: '다른 이름공간', hello: '다른 곳의 인사' };

function instance(lng = 'ko') {
  return createI18n({
    lng,
    fallbackLng: 'ko',
    defaultNS: 'main',
    resources: { ko: { main: ko, other }, en: { main: en } },
  });
}

describe('t', () => {
  it('interpolates {{name}} without escaping and leaves unknown names alone', () => {
    const i18n = instance();
    expect(i18n.t('hello', { name: '<b>&' })).toBe('안녕하세요, <b>&님');
    expect(i18n.t('hello')).toBe('안녕하세요, {{name}}님');
    expect(i18n.t('hello', { name: undefined })).toBe('안녕하세요, 님');
    expect(i18n.t('user', { user: { name: 'Kim', age: 3 } })).toBe('Kim (3)');
  });

  it('follows dotted keys and array indexes', () => {
    const i18n = instance();
    expect(i18n.t('deep.er.key')).toBe('깊은 키');
    expect(i18n.t('sections.0.title')).toBe('제목');
  });

  it('picks the plural form of the language, then the bare key', () => {
    const i18n = instance('en');
    expect(i18n.t('apples', { count: 0 })).toBe('No apples');
    expect(i18n.t('apples', { count: 1 })).toBe('One apple');
    expect(i18n.t('apples', { count: 5 })).toBe('5 apples');
    expect(i18n.t('items', { count: 1 })).toBe('1 items');
    // Korean has only "other"; the Korean fallback uses its own rules.
    expect(instance('ko').t('apples', { count: 1 })).toBe('사과 1개');
  });

  it('falls back to the fallback language, then defaultValue, then the key', () => {
    const i18n = instance('en');
    expect(i18n.t('onlyKo')).toBe('한국어에만');
    expect(i18n.t('missing.key', { defaultValue: 'Default {{x}}', x: 1 })).toBe('Default 1');
    expect(i18n.t('missing.key')).toBe('missing.key');
    expect(i18n.t('other:missing')).toBe('missing');
    expect(i18n.t('A sentence: not a key.')).toBe('A sentence: not a key.');
    expect(i18n.t('empty')).toBe('');
  });

  it('tries the keys of a list in order', () => {
    expect(instance().t(['nothing', 'deep.er.key'])).toBe('깊은 키');
  });

  it('returns objects only when asked, their strings interpolated', () => {
    const i18n = instance('en');
    expect(i18n.t('list', { returnObjects: true, name: 'A' })).toEqual(['First A', 'Second']);
    expect(i18n.t('deep', { returnObjects: true })).toEqual({ er: { key: 'Deep key' } });
    expect(i18n.t('deep')).toBe('deep');
  });

  it('nests $t(key)', () => {
    expect(instance('en').t('nested')).toBe('before Deep key after');
    expect(instance('ko').t('nested')).toBe('앞 깊은 키 뒤');
  });

  it('reads other namespaces by option, prefix or list order, and another language by lng', () => {
    const i18n = instance();
    expect(i18n.t('word', { ns: 'other' })).toBe('다른 이름공간');
    expect(i18n.t('other:word')).toBe('다른 이름공간');
    expect(i18n.t('word', { ns: ['main', 'other'] })).toBe('다른 이름공간');
    expect(i18n.t('hello', { ns: ['other', 'main'] })).toBe('다른 곳의 인사');
    expect(i18n.t('hello', { lng: 'en', name: 'Lee' })).toBe('Hello, Lee');
  });

  it('binds language, namespace and key prefix with getFixedT', () => {
    const i18n = instance();
    expect(i18n.getFixedT('en', 'main', 'deep.er')('key')).toBe('Deep key');
    expect(i18n.getFixedT(null, 'other')('word')).toBe('다른 이름공간');
  });
});

describe('exists and bundles', () => {
  it('answers whether a key resolves, in the fallback too', () => {
    const i18n = instance('en');
    expect(i18n.exists('onlyKo')).toBe(true);
    expect(i18n.exists('deep')).toBe(true);
    expect(i18n.exists('nope')).toBe(false);
    expect(i18n.exists('word', { ns: 'other' })).toBe(true);
    expect(i18n.hasResourceBundle('en', 'other')).toBe(false);
    i18n.addResourceBundle('en', 'other', { word: 'Other namespace' });
    expect(i18n.t('word', { ns: 'other' })).toBe('Other namespace');
  });
});

describe('loading', () => {
  function lazy() {
    const calls: string[] = [];
    const gates = new Map<string, (catalogue: Catalogue) => void>();
    const i18n = createI18n({
      lng: 'ko',
      fallbackLng: 'ko',
      defaultNS: 'main',
      resources: { ko: { main: ko } },
      load: (lng, ns) => {
        calls.push(`${lng}|${ns}`);
        if (ns === 'broken') return Promise.reject(new Error('no such catalogue'));
        return new Promise((resolve) => gates.set(`${lng}|${ns}`, resolve));
      },
    });
    return { i18n, calls, gates };
  }

  it('loads a namespace for the language and its fallback once, then has it', async () => {
    const { i18n, calls, gates } = lazy();
    expect(i18n.hasLoadedNamespace('main')).toBe(true);
    expect(i18n.hasLoadedNamespace('other')).toBe(false);
    const loading = i18n.loadNamespaces('other');
    void i18n.loadNamespaces(['other']);
    expect(calls).toEqual(['ko|other']);
    expect(i18n.hasLoadedNamespace('other')).toBe(false);
    gates.get('ko|other')!(other);
    await loading;
    expect(i18n.hasLoadedNamespace('other')).toBe(true);
    expect(i18n.t('word', { ns: 'other' })).toBe('다른 이름공간');
  });

  it('counts a failed load as done, showing keys', async () => {
    const { i18n } = lazy();
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      await i18n.loadNamespaces('broken');
    } finally {
      console.warn = warn;
    }
    expect(i18n.hasLoadedNamespace('broken')).toBe(true);
    expect(i18n.t('x', { ns: 'broken' })).toBe('x');
  });

  it('switches language only once the namespaces in use are in, then tells subscribers', async () => {
    const { i18n, calls, gates } = lazy();
    const loadingOther = i18n.loadNamespaces('other');
    gates.get('ko|other')!(other);
    await loadingOther;
    let told = 0;
    const unsubscribe = i18n.subscribe(() => (told += 1));
    const before = i18n.getSnapshot();
    const switching = i18n.changeLanguage('en');
    expect(calls).toEqual(['ko|other', 'en|main', 'en|other']);
    expect(i18n.language).toBe('ko');
    gates.get('en|main')!(en);
    gates.get('en|other')!({ word: 'Other' });
    const t = await switching;
    expect(i18n.language).toBe('en');
    expect(t('hello', { name: 'Kim' })).toBe('Hello, Kim');
    expect(told).toBe(1);
    expect(i18n.getSnapshot()).not.toBe(before);
    unsubscribe();
    await i18n.changeLanguage('ko');
    expect(told).toBe(1);
    expect(i18n.language).toBe('ko');
  });

  it('lets the last of two overlapping switches win', async () => {
    const { i18n, gates } = lazy();
    const toEnglish = i18n.changeLanguage('en');
    const backToKorean = i18n.changeLanguage('ko');
    await backToKorean;
    gates.get('en|main')!(en);
    await toEnglish;
    expect(i18n.language).toBe('ko');
  });
});
