// The engagement measures of spec section 9 at their edges (pure functions).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  engagementLevel,
  engagementScore,
  isDeepEngagement,
  timeOnPageBand,
} from '../../client/src/features/analytics/engagement.ts';

const score = (pagesViewed: number, seconds: number, featuresUsed: number, priorVisit = false) =>
  engagementScore({ pagesViewed, seconds, featuresUsed, priorVisit });

describe('engagement score', () => {
  test('nothing done is 0; everything is 100', () => {
    assert.equal(score(0, 0, 0), 0);
    assert.equal(score(5, 250, 5, true), 100);
  });

  test('pages count 5 each, up to 25 (five pages)', () => {
    assert.equal(score(1, 0, 0), 5);
    assert.equal(score(4, 0, 0), 20);
    assert.equal(score(5, 0, 0), 25);
    assert.equal(score(50, 0, 0), 25);
  });

  test('seconds count a tenth each, up to 25 (250 s)', () => {
    assert.equal(score(0, 9, 0), 1);
    assert.equal(score(0, 100, 0), 10);
    assert.equal(score(0, 249, 0), 25);
    assert.equal(score(0, 250, 0), 25);
    assert.equal(score(0, 10_000, 0), 25);
    assert.equal(score(0, -5, 0), 0);
  });

  test('features: the share of the five core features times 25, capped', () => {
    assert.equal(score(0, 0, 1), 5);
    assert.equal(score(0, 0, 3), 15);
    assert.equal(score(0, 0, 5), 25);
    assert.equal(score(0, 0, 9), 25);
  });

  test('a prior visit adds 25', () => {
    assert.equal(score(0, 0, 0, true), 25);
    assert.equal(score(1, 0, 0, true), 30);
  });
});

describe('engagement level', () => {
  test('minimal up to 25, low above 25, medium above 50, high above 75', () => {
    assert.equal(engagementLevel(0), 'minimal');
    assert.equal(engagementLevel(25), 'minimal');
    assert.equal(engagementLevel(25.5), 'low');
    assert.equal(engagementLevel(26), 'low');
    assert.equal(engagementLevel(50), 'low');
    assert.equal(engagementLevel(51), 'medium');
    assert.equal(engagementLevel(75), 'medium');
    assert.equal(engagementLevel(76), 'high');
    assert.equal(engagementLevel(100), 'high');
  });

  test('a returning visitor who only opened the app is minimal; one more page makes it low', () => {
    assert.equal(engagementLevel(score(0, 0, 0, true)), 'minimal');
    assert.equal(engagementLevel(score(1, 0, 0, true)), 'low');
  });
});

describe('time on page bands', () => {
  test('bounce under 10 s, low under 30, medium under 120, else high', () => {
    assert.equal(timeOnPageBand(0), 'bounce');
    assert.equal(timeOnPageBand(9.99), 'bounce');
    assert.equal(timeOnPageBand(10), 'low');
    assert.equal(timeOnPageBand(29), 'low');
    assert.equal(timeOnPageBand(30), 'medium');
    assert.equal(timeOnPageBand(119), 'medium');
    assert.equal(timeOnPageBand(120), 'high');
    assert.equal(timeOnPageBand(3600), 'high');
  });
});

describe('deep engagement', () => {
  test('needs both 3 interactions and 30 s', () => {
    assert.equal(isDeepEngagement(3, 30), true);
    assert.equal(isDeepEngagement(2, 300), false);
    assert.equal(isDeepEngagement(10, 29), false);
    assert.equal(isDeepEngagement(4, 31), true);
  });
});
