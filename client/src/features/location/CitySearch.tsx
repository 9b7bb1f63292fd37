// City search box and its results (city plus country, each clickable).
import { Loader, NavLink, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { CityResult } from './citySearch.ts';
import { useCitySearch } from './useCitySearch.ts';

export function CitySearch({ onPick }: { onPick: (city: CityResult) => void }) {
  const [text, setText] = useState('');
  const { results, searched, loading } = useCitySearch(text);
  return (
    <Stack gap="xs">
      <TextInput
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        placeholder="Search for your city..."
        aria-label="Search for your city"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={loading ? <Loader size="xs" aria-label="Searching" /> : null}
        data-autofocus
      />
      {results.length > 0 && (
        <Paper withBorder p={4} role="list" aria-label="Locations found" mah={300} style={{ overflowY: 'auto' }}>
          {results.map((city) => (
            <NavLink
              key={`${city.city}|${city.country}|${city.lat}|${city.lon}`}
              role="listitem"
              component="button"
              type="button"
              label={city.city}
              description={city.admin1 ? `${city.admin1}, ${city.country}` : city.country}
              leftSection={<IconMapPin size={16} aria-hidden />}
              onClick={() => onPick(city)}
            />
          ))}
        </Paper>
      )}
      {searched && results.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" role="status">
          No locations found. Try a different search term.
        </Text>
      )}
    </Stack>
  );
}
