import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Stack } from '../Stack';
import { RichText } from './RichText';
import sampleImage from './RichText.sample.svg';

const article = `
<h2>독립표본 t-검정 결과 읽는 법</h2>
<p>두 집단의 평균을 비교할 때는 먼저 <strong>Levene의 등분산 검정</strong>을 봅니다. 유의확률이 <em>.05보다 크면</em> 등분산을 가정한 줄을, 작으면 <u>가정하지 않은</u> 줄을 읽습니다. <s>예전 안내</s>는 더 이상 쓰지 않습니다.</p>
<h3>확인할 순서</h3>
<ol><li><p>기술통계에서 집단별 평균과 표준편차</p></li><li><p>Levene 검정의 유의확률</p></li><li><p>t 값, 자유도, 유의확률(양측)</p></li></ol>
<ul><li><p>효과크기 Cohen's d도 함께 보고합니다.</p></li><li><p>표본이 작으면 정규성도 확인하세요.</p></li></ul>
<blockquote><p>통계적으로 유의하다는 것은 차이가 크다는 뜻이 아닙니다.</p></blockquote>
<p>R에서는 <code>t.test(score ~ group, var.equal = TRUE)</code>로 같은 결과를 얻습니다.</p>
<pre><code>t = -2.31, df = 48, p-value = .025</code></pre>
<p>자세한 내용은 <a href="/service/guide">분석 안내</a>를 참고하세요.</p>
<img src="${sampleImage}" alt="두 집단의 평균을 비교한 막대그래프" width="480" height="240">
`;

/** The screenshot waits for the sample picture, so the baseline never catches it half-loaded. */
async function imagesLoaded(root: HTMLElement) {
  const images = Array.from(root.querySelectorAll('img'));
  await waitFor(() =>
    expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true),
  );
}

const meta = {
  title: 'Components/RichText',
  component: RichText,
  args: { html: article, label: '게시글 본문', size: 'body' },
  argTypes: { size: { control: 'inline-radio', options: ['body', 'small'] } },
  parameters: {
    docs: {
      description: {
        component:
          '서버가 정화(sanitise)한 HTML(게시글, 공지, 댓글, 약관)을 키트의 글꼴 체계로 보여 줍니다. 제목, 목록, 인용, 코드, 링크, 그림을 다룹니다. **정화는 서버의 책임입니다**(서버가 저장 전에 DOMPurify로 정리). 이 컴포넌트는 두 번째 방어선으로 비활성 `<template>` 안에서 script·style·iframe 같은 요소, `on*` 속성, `javascript:` 주소를 다시 걷어 내고, 새 창 링크에 `rel="noopener noreferrer"`를 붙입니다. 신뢰할 수 없는 HTML을 서버를 거치지 않고 넘기지 마세요.',
      },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: '720px' }}>
      <RichText {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Headings, lists, quote, code and an image keep their meaning for assistive technology. */
export const Article: Story = {
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    const region = canvas.getByRole('region', { name: '게시글 본문' });
    await expect(region).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      '독립표본 t-검정 결과 읽는 법',
    );
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
    await expect(
      canvas.getByRole('img', { name: '두 집단의 평균을 비교한 막대그래프' }),
    ).toBeVisible();
  },
};

/** Links inside the text are reached with Tab and show the focus ring. */
export const KeyboardLinks: Story = {
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '분석 안내' })).toHaveFocus();
  },
};

/** Anything that could run is dropped even if it reached the component; the text stays. */
export const ActiveContentStripped: Story = {
  args: {
    html: `<p onclick="window.__richTextRan = true">클릭해도 아무 일도 없습니다.</p><script>window.__richTextRan = true</script><style>p { color: red }</style><p><a href="javascript:window.__richTextRan = true">위험한 링크</a></p><img src="${sampleImage}" alt="막대그래프" width="240" height="120" onload="window.__richTextRan = true">`,
  },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await userEvent.click(canvas.getByText('클릭해도 아무 일도 없습니다.'));
    await userEvent.click(canvas.getByText('위험한 링크'));
    await expect(canvasElement.querySelector('script, style')).toBeNull();
    await expect(canvasElement.querySelector('[onclick], [onload], a[href]')).toBeNull();
    await expect((window as { __richTextRan?: boolean }).__richTextRan).toBeUndefined();
  },
};

/** Smaller type for comments and excerpts. */
export const Small: Story = {
  args: {
    size: 'small',
    label: undefined,
    html: '<p>답변 감사합니다. <strong>대응표본 t-검정</strong>으로 다시 돌려 보니 결과가 맞네요.</p>',
  },
};

/** Visual baseline: the whole article, and the small size. */
export const AllStates: Story = {
  render: () => (
    <Stack gap="xlarge">
      <div style={{ maxWidth: '720px' }}>
        <RichText html={article} label="게시글 본문" />
      </div>
      <div style={{ maxWidth: '720px' }}>
        <RichText
          size="small"
          html="<p>작은 글씨: <a href='/faq'>자주 묻는 질문</a>과 <code>code</code>.</p>"
        />
      </div>
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};
