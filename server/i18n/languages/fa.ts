// Persian: what the server writes (server/i18n/serverLanguage.ts says where each part goes).
import type { ServerLanguage } from '../serverLanguage.ts';

// Persian counts with the singular noun after a number in both of its plural categories
// (new Intl.PluralRules('fa'): one, other), '۱ دقیقه' as '۱۰ دقیقه', so no text here
// changes with the count.

export const fa: ServerLanguage = {
  reminders: {
    prayers: { fajr: 'صبح', sunrise: 'طلوع آفتاب', dhuhr: 'ظهر', asr: 'عصر', maghrib: 'مغرب', isha: 'عشاء' },
    soon: (p, n) => `${p} تا ${n} دقیقه دیگر`,
    now: (p) => `اکنون وقت ${p} است`,
    alarmNow: (p) => `وقت ${p}`,
    testTitle: 'یادآور آزمایشی',
    testBody: 'یادآورهای نماز شما این‌گونه نمایش داده می‌شوند.',
    calendarName: (city) => `اوقات نماز · ${city}`,
    calendarDescription: (place, days) => `صبح، ظهر، عصر، مغرب و عشاء در ${place}، برای ${days} روز آینده.`,
    eventDescription: (p, time, place, zone) => `${p} ساعت ${time} در ${place} (${zone}).`,
  },
  islamic: {
    suhoorTitle: (n) => `سحری: امساک تا ${n} دقیقه دیگر`,
    suhoorNowTitle: 'امساک: روزه آغاز می‌شود',
    imsak: 'امساک',
    iftarTitle: 'افطار: وقت باز کردن روزه است',
    maghrib: 'مغرب',
    fastEveTitle: 'فردا روزه مستحب',
    reasons: { monday: 'دوشنبه', thursday: 'پنجشنبه', white_days: 'یکی از ایام البیض (۱۳–۱۵)', arafah: 'روز عرفه', ashura: 'عاشورا', shawwal: 'شش روز شوال' },
    nightTitle: (n) => `امشب، شب ${n} رمضان است`,
    oddNight: 'یکی از شب‌های فرد دهه آخر: شب قدر را بجویید',
    evenNight: 'یکی از شب‌های دهه آخر',
    monthStartTitle: (m, c) => `${m} از فردا آغاز می‌شود (${c})`,
  },
  mail: {
    verify: {
      subject: 'ایمیل خود را برای همراه نماز تأیید کنید',
      intro: 'برای پیوند دادن این نشانی به فضای نماز خود، این لینک را باز کنید:',
      action: 'تأیید ایمیل من',
      outro: 'این لینک فقط یک بار و تا ۲۴ ساعت کار می‌کند. اگر شما درخواستی نداده‌اید، این پیام را نادیده بگیرید.',
    },
    'sign-in': {
      subject: 'ورود به همراه نماز',
      intro: 'برای ورود به فضای نماز خود روی این دستگاه، این لینک را باز کنید:',
      action: 'ورود',
      outro: 'این لینک فقط یک بار و تا ۱۵ دقیقه کار می‌کند. اگر شما درخواستی نداده‌اید، این پیام را نادیده بگیرید.',
    },
  },
  connectNotice: {
    subject: 'کسی خواست ایمیل شما را در همراه نماز پیوند دهد',
    body: 'کسی درخواست کرد این نشانی به فضای نماز دیگری پیوند داده شود. چیزی تغییر نکرده است: نشانی همچنان از آن فضای شماست و هیچ لینکی برای کسی فرستاده نشده است.',
    outro: 'اگر خودتان بودید، به جای این کار در برنامه با ایمیل خود وارد شوید. در غیر این صورت لازم نیست کاری بکنید.',
  },
  claim: {
    subject: (m) => `مدیریت ${m} در همراه نماز`,
    intro: (m) =>
      `کسی درخواست کرده است ${m} را در همراه نماز مدیریت کند: اوقات اقامه، نماز جمعه، اطلاعیه‌ها و نمایشگر شبستان. این نشانی همان است که OpenStreetMap برای این مسجد ثبت کرده است. برای دریافت لینک مدیریت مسجد، این لینک را باز کنید:`,
    action: 'مدیریت این مسجد',
    outro: 'این لینک فقط یک بار و تا ۷ روز کار می‌کند. اگر کسی در مسجد درخواستی نداده است، این پیام را نادیده بگیرید: چیزی تغییر نمی‌کند.',
  },
  iqamaNow: (p, c, m) => `اقامه ${p} در ${m} اکنون ساعت ${c} است`,
  iqamaSoon: (p, n, m) => `اقامه ${p} در ${m} تا ${n} دقیقه دیگر`,
};
