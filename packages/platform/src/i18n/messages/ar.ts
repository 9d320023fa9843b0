// Arabic catalogue (right-to-left). English is each message's defaultMessage; a missing id falls back to it.
const messages: Record<string, string> = {
  'notFound.title': '404 الصفحة غير موجودة',
  'notFound.text': 'هل نسيت إضافة الصفحة إلى الموجّه؟',
  'notFound.back': 'العودة إلى الرئيسية',
  'common.retry': 'إعادة المحاولة',
  'landing.heroEyebrow': 'خليج تامودا · كوليج ستيشن',
  'landing.heroTitle': 'اعثر على إقامتك المثالية',
  'landing.heroSubtitle': 'منازل موثقة على ساحل البحر الأبيض المتوسط وسكن طلابي بالقرب من الحرم الجامعي.',
  'landing.allTitle': 'جميع الإقامات الموثقة',
  'landing.count': '{count, plural, one {إقامة موثقة واحدة} other {# إقامات موثقة}}',
  'landing.emptyTitle': 'لا توجد عقارات متاحة',
  'landing.emptyText': 'لا توجد حاليًا عقارات معتمدة لعرضها.',
  'landing.error': 'خطأ: {message}',
  'search.destination': 'الوجهة',
  'search.destinationPlaceholder': 'ابحث عن وجهة',
  'search.checkIn': 'تاريخ الوصول',
  'search.checkOut': 'تاريخ المغادرة',
  'search.guests': 'الضيوف',
  'search.guestCount': '{count, plural, one {ضيف واحد} other {# ضيوف}}',
  'search.submit': 'بحث',
  'search.decrease': 'ضيوف أقل',
  'search.increase': 'ضيوف أكثر',
  'card.perNight': '/ليلة',
  'card.viewDetails': 'عرض التفاصيل',
  'card.new': 'جديد',
};

export default messages;
