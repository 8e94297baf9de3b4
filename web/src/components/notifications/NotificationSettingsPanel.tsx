import { useState } from 'react';
import { Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { useMutation, useQuery } from '@apollo/client/react';
import { NotificationSettingsDocument, UpdateNotificationSettingsDocument, type NotificationSettingsFieldsFragment } from '../../graphql/__generated__/graphql';
import { ProblemText } from '../ProblemText';

type SettingKey = Exclude<keyof NotificationSettingsFieldsFragment, '__typename'>;

/** One switch per kind, in the words of the notifications themselves. */
export const SETTING_LABELS: { key: SettingKey; label: string; hint: string }[] = [
  { key: 'noteApproved', label: 'Note approved', hint: 'An admin approved your note.' },
  { key: 'noteRejected', label: 'Note rejected or removed', hint: 'An admin rejected or removed your note.' },
  { key: 'noteUnpublished', label: 'Note unpublished', hint: 'Your note went back to pending, with the reason.' },
  { key: 'noteCommented', label: 'Comments', hint: 'Someone commented on your note.' },
  { key: 'noteLiked', label: 'Likes', hint: 'Your note got likes (grouped).' },
  { key: 'followedNote', label: 'New notes you follow', hint: 'A new note in a course or subject you follow.' },
];

/** The bell's settings: turn each kind of notification on or off (turned-off kinds are not written at all). */
export function NotificationSettingsPanel() {
  const { data, loading, error } = useQuery(NotificationSettingsDocument);
  const [update] = useMutation(UpdateNotificationSettingsDocument, {
    // The settings have no id, so the answer is not merged by itself: it replaces the query's copy.
    update(cache, { data: answer }) {
      const next = answer?.updateNotificationSettings.settings;
      if (next) cache.writeQuery({ query: NotificationSettingsDocument, data: { notificationSettings: next } });
    },
  });
  const [saving, setSaving] = useState<SettingKey | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const settings = data?.notificationSettings;

  const change = async (key: SettingKey, on: boolean) => {
    setSaving(key);
    setProblem(null);
    try {
      // The answer carries every switch; update() above writes it over the query's copy.
      const { data: answer } = await update({ variables: { input: { [key]: on } } });
      const refused = answer?.updateNotificationSettings.errors[0]?.message;
      if (refused) setProblem(refused);
    } catch (failure) {
      console.error('changing notification settings failed', failure);
      setProblem('That did not work. Please try again.');
    } finally {
      setSaving(null);
    }
  };

  if (loading && !settings) {
    return (
      <Stack gap="3" p="4" role="status" aria-label="Loading notification settings">
        {SETTING_LABELS.map(({ key }) => (
          <Skeleton key={key} h="6" rounded="md" />
        ))}
      </Stack>
    );
  }
  if (!settings) {
    if (error) console.error('Could not load notification settings', error);
    return (
      <Text p="4" color="fg.error" role="alert">
        Your notification settings could not be loaded.
      </Text>
    );
  }
  return (
    <Stack as="fieldset" gap="3" p="4" data-testid="notification-settings">
      <Text as="legend" fontSize="sm" color="fg.muted" mb="2">
        Choose what you hear about.
      </Text>
      {SETTING_LABELS.map(({ key, label, hint }) => (
        <Switch.Root
          recipe={switchSlotRecipe}
          key={key}
          checked={settings[key]}
          disabled={saving === key}
          onCheckedChange={(details) => void change(key, details.checked)}
          colorPalette="brand"
          size="sm"
          justifyContent="space-between"
          w="full"
        >
          <Switch.HiddenInput aria-describedby={`setting-hint-${key}`} />
          <Switch.Label flex="1" fontSize="sm">
            {label}
            <Text as="span" id={`setting-hint-${key}`} display="block" fontSize="xs" color="fg.muted" fontWeight="400">
              {hint}
            </Text>
          </Switch.Label>
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
        </Switch.Root>
      ))}
      <ProblemText>{problem}</ProblemText>
    </Stack>
  );
}
