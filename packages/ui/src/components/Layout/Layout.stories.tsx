import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box';
import { Button } from '../Button';
import { Card } from '../Card';
import { Container } from '../Container';
import { Heading, headingLevels } from '../Heading';
import { Inline } from '../Inline';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { Text, textTones } from '../Text';

/** Layout and type primitives together: they are only meaningful side by side. */
const meta = {
  title: 'Components/Layout',
  component: Stack,
  args: { gap: 'medium', children: null },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StackAndInline: Story = {
  render: (args) => (
    <Stack gap={args.gap}>
      <Text>세로로 쌓인 첫 번째 항목</Text>
      <Text>두 번째 항목</Text>
      <Inline gap="small">
        <Button variant="secondary">이전</Button>
        <Button>다음</Button>
      </Inline>
    </Stack>
  ),
};

export const Typography: Story = {
  render: () => (
    <Stack gap="medium">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          제목 {level}단계: 독립표본 t 검정
        </Heading>
      ))}
      {textTones.map((tone) => (
        <Text key={tone} tone={tone}>
          {tone}: 평균의 차이는 통계적으로 유의합니다 (p = .003).
        </Text>
      ))}
      <Text size="small">작은 글씨: 표본 수 120, 결측 3</Text>
      <Text size="large">큰 글씨: 분석이 끝났습니다.</Text>
      <Text>
        자세한 방법은 <Link href="#guide">분석 안내서</Link>를 참고하세요.
      </Text>
    </Stack>
  ),
};

export const CardInContainer: Story = {
  render: () => (
    <Container>
      <Box display="grid" gap="large">
        <Card title="최근 분석">
          <Text>2024 고객 만족도 조사 — 회귀분석</Text>
        </Card>
        <Card>
          <Text tone="muted">제목 없는 카드</Text>
        </Card>
      </Box>
    </Container>
  ),
};
