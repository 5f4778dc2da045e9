import type { PeerRoundStaff } from '@capstone/contracts';
import { List, Stack, Text } from '@mantine/core';

/** The round's settings and dimensions as students meet them, in a disclosure. */
export function RoundSettings({ round }: { round: PeerRoundStaff }) {
  return (
    <details>
      <summary style={{ cursor: 'pointer' }}>
        <Text span fz="sm" fw={500}>
          Settings and dimensions
        </Text>
      </summary>
      <Stack gap="xs" mt="xs">
        <List fz="sm" spacing={2}>
          <List.Item>
            {round.self_rating
              ? 'Students rate themselves too.'
              : 'Students do not rate themselves.'}
          </List.Item>
          <List.Item>
            {round.comments
              ? 'Students may write a comment to each teammate.'
              : 'Comments to teammates are turned off.'}
          </List.Item>
          <List.Item>{`Weight ${round.weight}: a factor of 1.10 adds ${Math.round(round.weight * 10 * 100) / 100}% to the group mark.`}</List.Item>
          <List.Item>
            {round.non_submission_penalty > 0
              ? `A student who does not submit loses ${round.non_submission_penalty} marks.`
              : 'No penalty for not submitting.'}
          </List.Item>
        </List>
        <Text fz="sm" fw={500}>
          {`Dimensions (${round.dimensions.length}), each scored 1 to 5:`}
        </Text>
        <List type="ordered" fz="sm" spacing={4}>
          {round.dimensions.map((dimension) => (
            <List.Item key={dimension.key}>
              <Text span fw={600} fz="sm">
                {dimension.title}
              </Text>
              <Text fz="xs" c="dimmed">
                {`5: ${dimension.anchors['5']} 3: ${dimension.anchors['3']} 1: ${dimension.anchors['1']}`}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </details>
  );
}
