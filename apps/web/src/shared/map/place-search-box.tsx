import { App, Flex, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchPlaces } from './place-search';
import type { Place } from './places';

/**
 * The map selector's search: a keyword is required ('enter keyword'); the
 * devices and projects of the user's scope that match are offered, the first one shown at once;
 * 'search failed' when none has a position.
 */
export function PlaceSearchBox({ onFound }: { onFound: (place: Place) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [places, setPlaces] = useState<Place[]>([]);
  const [searching, setSearching] = useState(false);

  async function search(keyword: string) {
    if (!keyword.trim()) {
      message.warning(t('map.enterKeyword'));
      return;
    }
    setSearching(true);
    const matches = await searchPlaces(keyword.trim()).finally(() => setSearching(false));
    setPlaces(matches.slice(0, 6));
    const first = matches[0];
    if (first) onFound(first);
    else message.error(t('map.searchFailed'));
  }

  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('map.keyword')}
        enterButton={t('common.search')}
        loading={searching}
        onSearch={(keyword) => void search(keyword)}
      />
      {places.length > 1 ? (
        <Flex wrap gap={4}>
          {places.map((place) => (
            <Tag.CheckableTag
              key={`${place.kind}-${place.id}`}
              checked={false}
              onChange={() => onFound(place)}
            >
              {place.name}
            </Tag.CheckableTag>
          ))}
        </Flex>
      ) : null}
    </>
  );
}
