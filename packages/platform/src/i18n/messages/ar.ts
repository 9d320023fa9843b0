// Arabic catalogue (right-to-left). English is each message's defaultMessage; a missing id falls back to it.
const messages: Record<string, string> = {
  'notFound.title': '404 الصفحة غير موجودة',
  'notFound.text': 'هل نسيت إضافة الصفحة إلى الموجّه؟',
  'notFound.back': 'العودة إلى الرئيسية',
  'common.retry': 'إعادة المحاولة',
  'kit.dialog.close': 'إغلاق',
  'kit.toast.region': 'الإشعارات ({hotkey})',
  'kit.toast.close': 'إغلاق',
  'kit.password.show': 'إظهار كلمة المرور',
  'kit.password.hide': 'إخفاء كلمة المرور',
  'guard.checking': 'جارٍ التحقق من صلاحية الوصول...',
  'form.required': 'مطلوب',
  'form.invalid': 'إدخال غير صالح',
  'form.invalidEmail': 'بريد إلكتروني غير صالح',
};

export default messages;
