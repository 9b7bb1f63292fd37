// City search box and its results (city plus country), as a combobox: the
// results are a listbox under the box that arrow keys move through and Enter
// picks, as well as a click or a tap. Mantine's Combobox gives the ARIA roles and
// the keyboard; the list stays in the dialog's flow, where it always was, rather
// than floating over the dialog's other controls.
import { Combobox, Group, Loader, Paper, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './CitySearch.module.css';
import type { CityResult } from './citySearch.ts';
import { useCitySearch } from './useCitySearch.ts';
import { useT } from '../../shared/i18n/useT.ts';

const keyOf = (city: CityResult) => `${city.city}|${city.country}|${city.lat}|${city.lon}`;

export function CitySearch({ onPick }: { onPick: (city: CityResult) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const { results, searched, loading } = useCitySearch(text);
  // Opened by typing, focus or a click; Escape closes the list first, as a combobox's
  // should, and a second Escape closes the dialog.
  const combobox = useCombobox();
  const listShown = combobox.dropdownOpened && results.length > 0;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => {
        const city = results.find((c) => keyOf(c) === value);
        if (city) onPick(city);
      }}
    >
      <Stack gap="xs">
        {/* withExpandedAttribute: role=combobox and aria-expanded on the input. */}
        <Combobox.EventsTarget withExpandedAttribute>
          <TextInput
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              combobox.openDropdown();
              combobox.resetSelectedOption();
            }}
            onFocus={() => combobox.openDropdown()}
            onClick={() => combobox.openDropdown()}
            placeholder={t('location.searchPlaceholder')}
            aria-label={t('location.searchLabel')}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={loading ? <Loader size="xs" aria-label={t('location.searching')} /> : null}
            data-autofocus
          />
        </Combobox.EventsTarget>
        {/* Not a scroll box of its own: its options are not focusable (the input keeps the
            focus), so a long list scrolls with the dialog, which keyboard users can scroll.
            Hidden by style, not unmounted: the store finds the options in the DOM. */}
        <Paper withBorder p={4} display={listShown ? undefined : 'none'}>
          <Combobox.Options aria-label={t('location.found')}>
            {results.map((city) => (
              <Combobox.Option value={keyOf(city)} key={keyOf(city)} className={classes.option}>
                <Group gap="sm" wrap="nowrap">
                  <IconMapPin size={16} aria-hidden />
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {city.city}
                    </Text>
                    <Text size="xs" className={classes.where}>
                      {city.admin1 ? `${city.admin1}, ${city.country}` : city.country}
                    </Text>
                  </Stack>
                </Group>
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Paper>
        {searched && results.length === 0 && (
          <Text size="sm" c="dimmed" ta="center" role="status">
            {t('location.noneFound')}
          </Text>
        )}
      </Stack>
    </Combobox>
  );
}
