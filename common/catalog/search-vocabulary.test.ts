import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from '../domain/search-query';
import { type Accommodation, ALL_ACCOMMODATIONS } from './accommodations';
import { ACCOMMODATION_SYNONYMS } from './search-vocabulary';

/*
 * Every catalogue accommodation in the words parents use (decision 053): each phrase, alone and
 * inside a sentence, reads as a need for its item (a unit the server requires), never as words to
 * find in a name.
 */
const PLAIN_WORDS: Record<Accommodation, readonly string[]> = {
  'Quiet Waiting Area': ['quiet waiting room', 'a quiet place to wait', 'we can wait in the car'],
  'Private/Low-Stimulation Rooms': ['quiet room', 'a private room', 'sensory room', 'low stim'],
  'Sensory-Friendly Hours': ['quiet hours', 'sensory friendly hours', 'off peak', 'less crowded'],
  'Dim or Adjustable Lighting': [
    'dim lights',
    'low lights',
    'dimmed lighting',
    'turn down the lights',
    'no fluorescent lights',
  ],
  'Noise-Dampening Materials': ['headphones', 'soundproofing', 'ear defenders', 'noise reduction'],
  'Calm or Neutral Decor': ['calm colors', 'neutral decor', 'plain walls'],
  'Manual Tools / Noise-Free Equipment': [
    'quiet clippers',
    'no clippers',
    'scissors only',
    'noise free equipment',
  ],
  'Weighted Blankets / Lap Pads': [
    'weighted blanket',
    'weighted blankets',
    'lap pad',
    'weighted vest',
  ],
  'Fidget Toys or Stress Balls': ['fidgets', 'fidget toys', 'stress ball', 'sensory toys'],
  'Sunglasses / Eye Shields': ['sunglasses', 'tinted glasses', 'eye shields'],
  'Sensory Toolkits': ['sensory kit', 'sensory bag', 'calm down kit', 'headphones'],
  'Personal Screen Devices Allowed': ['ipad', 'his own tablet', 'screen time'],
  'Visual Schedules or Social Stories': ['visual schedule', 'picture schedules', 'social story'],
  'Staff Use AAC, Sign Language, or Visual Cues': [
    'sign language',
    'AAC device',
    'nonverbal',
    'nonspeaking',
    'PECS',
  ],
  'Flexible Scheduling / Extended Appointments': [
    'extra time',
    'longer appointments',
    'no waiting',
    'no rush',
    'flexible schedule',
  ],
  'Option to Preview the Space Before Visit': [
    'visit first',
    'see the room before',
    'a tour before',
    'meet and greet',
    'practice visit',
  ],
  'Clear Step-by-Step Instructions': ['step by step', 'explains each step', 'tell show do'],
  'Ability to Pause or Take Breaks': ['breaks', 'take a break', 'movement breaks', 'pause'],
};

const needsOf = (line: string) => {
  const { units } = parseSearchQuery(line);
  return {
    needs: units.filter((u) => u.kind === 'accommodation').flatMap((u) => u.accommodations),
    words: units.filter((u) => u.kind === 'word').map((u) => u.text),
  };
};

describe('accommodations in plain words', () => {
  it('has plain words for every one of the 18 catalogue items', () => {
    expect(ALL_ACCOMMODATIONS).toHaveLength(18);
    expect(Object.keys(PLAIN_WORDS).sort()).toEqual([...ALL_ACCOMMODATIONS].sort());
    for (const item of ALL_ACCOMMODATIONS) {
      const phrases = Object.entries(ACCOMMODATION_SYNONYMS).filter(([, items]) =>
        items.includes(item),
      );
      expect(phrases.length, item).toBeGreaterThanOrEqual(3);
    }
  });

  describe.each(ALL_ACCOMMODATIONS)('%s', (item) => {
    it.each(PLAIN_WORDS[item])('reads “%s” as the need, alone and in a sentence', (phrase) => {
      expect(needsOf(phrase)).toEqual({ needs: expect.arrayContaining([item]), words: [] });
      const sentence = needsOf(`is there a dentist in austin with ${phrase} for my son please`);
      expect(sentence.needs).toContain(item);
      expect(sentence.words).toEqual(['austin']);
    });
  });

  it('maps the issue’s own phrases', () => {
    const cases: [string, Accommodation][] = [
      ['visit first', 'Option to Preview the Space Before Visit'],
      ['see the room before', 'Option to Preview the Space Before Visit'],
      ['dim lights', 'Dim or Adjustable Lighting'],
      ['low lights', 'Dim or Adjustable Lighting'],
      ['quiet room', 'Private/Low-Stimulation Rooms'],
      ['visual schedule', 'Visual Schedules or Social Stories'],
      ['headphones', 'Noise-Dampening Materials'],
      ['weighted blanket', 'Weighted Blankets / Lap Pads'],
      ['breaks', 'Ability to Pause or Take Breaks'],
      ['extra time', 'Flexible Scheduling / Extended Appointments'],
      ['no waiting', 'Quiet Waiting Area'],
    ];
    for (const [phrase, item] of cases) expect(needsOf(phrase).needs, phrase).toContain(item);
  });
});
