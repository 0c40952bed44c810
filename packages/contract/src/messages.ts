import { afterSaleMessages } from './after-sale-messages';
import { broadcastMessages } from './broadcast-messages';
import { cameraMessages } from './camera-messages';
import { campaignMessages } from './campaign-messages';
import { commandMessages } from './command-messages';
import { inputMessages } from './input-messages';
import { inventoryMessages } from './inventory-messages';
import { ledScreenMessages } from './led-screen-messages';
import { mediaMessages } from './media-messages';
import { programMessages } from './program-messages';
import { requestMessages } from './request-messages';
import { signInMessages } from './sign-in-messages';
import { telemetryMessages } from './telemetry-messages';
import { wallLayoutMessages } from './wall-layout-messages';
import { warningMessages } from './warning-messages';
import { weatherMessages } from './weather-messages';

/**
 * Every message a person may read, in both languages. The server answers the English text;
 * the web looks the key up in the user's language.
 */
const accessMessages = {
  'error.2001': { en: 'insufficient permission', zh: '权限不足' },
  'error.2002': { en: 'invalid token', zh: '无效的令牌' },
  'error.2003': {
    en: 'full authentication required to access this resource',
    zh: '访问此资源需要完整的身份验证',
  },
  'error.2004': { en: 'wrong username or password', zh: '用户名或密码错误' },
  'error.2005': { en: 'user is disabled', zh: '用户已被禁用' },
  'error.refreshInvalid': { en: 'Invalid refresh token', zh: '无效的刷新令牌' },
  'error.loginExpired': {
    en: 'login status expired, please log in again',
    zh: '登录状态已过期，请重新登录',
  },
  'error.accountExpired': {
    en: 'account validity period has ended',
    zh: '账号有效期已过',
  },
  'error.tooFrequent': { en: 'operation too frequent', zh: '操作过于频繁' },
  'error.invalidClient': { en: 'invalid client credentials', zh: '客户端认证失败' },
  'error.credentialsInQuery': {
    en: 'credentials must be sent in the request body, not in the query string',
    zh: '凭据必须放在请求体中，不能放在查询字符串中',
  },
  'error.unsupportedGrant': { en: 'unsupported grant type', zh: '不支持的授权类型' },
  'error.notFound': { en: 'not found', zh: '未找到' },
  'error.routeNotFound': { en: 'no such call', zh: '接口不存在' },
  'error.bodyTooLarge': { en: 'request body too large', zh: '请求内容过大' },
  'error.fileTooLarge': { en: 'file size exceeds the limit', zh: '文件大小超出限制' },
  'error.unsupportedMediaType': { en: 'unsupported content type', zh: '不支持的内容类型' },
  'error.badRequest': { en: 'malformed request', zh: '请求格式错误' },
  'error.network': { en: 'network error, please check the connection', zh: '网络错误，请检查网络连接' },
  'error.timeout': { en: 'request timed out', zh: '请求超时' },
  'error.generic': { en: 'Error', zh: '错误' },
  'error.duplicate': {
    en: 'a record with the same name, number or contact already exists',
    zh: '已存在相同名称、编号或联系方式的记录',
  },
  'error.stillReferenced': {
    en: 'the record is still referenced by others; remove those first',
    zh: '该记录仍被其他数据引用，请先处理这些数据',
  },
  'error.internal': { en: 'internal error', zh: '服务器内部错误' },
  'error.overloaded': {
    en: 'the server is busy; try again in a moment',
    zh: '服务器繁忙，请稍后重试',
  },
  'error.usernameTaken': { en: 'username already exists', zh: '账号已存在' },
  'error.mobileTaken': { en: 'phone already bound to another account', zh: '手机号已被其他账号绑定' },
  'error.emailTaken': { en: 'mailbox already bound to another account', zh: '邮箱已被其他账号绑定' },
  'error.accountHasChildren': {
    en: 'account still has child accounts; move or delete them first',
    zh: '该账号下还有子账号，请先转移或删除子账号',
  },
  'error.cannotDeleteSelf': { en: 'you cannot delete your own account', zh: '不能删除自己的账号' },
  'error.cannotChangeSelf': {
    en: 'you cannot disable your own account or change its role, parent or validity period',
    zh: '不能禁用自己的账号，也不能修改自己的角色、上级账号或有效期',
  },
  'error.parentOutsideScope': {
    en: 'parent account must be your own account or one of its sub-accounts',
    zh: '上级账号必须是自己或自己的下级账号',
  },
  'error.parentCycle': {
    en: 'an account cannot be moved under itself or its sub-accounts',
    zh: '不能把账号移到自己或自己的下级账号之下',
  },
  'error.roleInUse': {
    en: 'role is still assigned to {count} accounts; assign them another role first',
    enOne: 'role is still assigned to {count} account; assign it another role first',
    zh: '该角色仍被{count}个账号使用，请先为这些账号分配其他角色',
  },
  'error.roleSwitchNotHeld': {
    en: 'account {ids} does not hold the role to move from',
    zh: '账号 {ids} 不属于要转出的角色',
  },
  'validation.roleSwitchSame': {
    en: 'the role to move to must differ from the role to move from',
    zh: '目标角色不能与原角色相同',
  },
  'error.roleCodeTaken': { en: 'role key already exists', zh: '角色标识已存在' },
  'error.roleBuiltin': {
    en: 'built-in roles can only be changed by a top-level administrator',
    zh: '内置角色只能由顶级管理员修改',
  },
  'error.roleNotOwned': {
    en: 'this role belongs to a parent account and can only be changed there',
    zh: '该角色属于上级账号，只能由上级账号修改',
  },
  'error.roleBuiltinKey': {
    en: 'idenkey: the key of a built-in role cannot change',
    zh: '内置角色的标识不能修改',
  },
  'error.roleBuiltinDelete': { en: 'built-in roles cannot be deleted', zh: '内置角色不能删除' },
  'error.menuNotFound': { en: 'menu entry {ids} does not exist', zh: '菜单 {ids} 不存在' },
  'error.roleNotAssignable': {
    en: 'you can only assign roles whose permissions you hold yourself',
    zh: '只能分配自己拥有全部权限的角色',
  },
  'error.permissionNotHeld': {
    en: 'you can only grant permissions you hold yourself: {keys}',
    zh: '只能授予自己拥有的权限：{keys}',
  },
  'error.menuHasChildren': {
    en: 'menu entry still has child entries; delete them first',
    zh: '该菜单下还有子菜单，请先删除子菜单',
  },
  'error.menuParentCycle': {
    en: 'a menu entry cannot be moved under itself or its children',
    zh: '不能把菜单移到自己或自己的子菜单之下',
  },
  'error.menuComponentTaken': { en: 'component name already exists', zh: '组件名称已存在' },
  'error.menuTopLevelOnly': {
    en: 'menus are shared by all accounts and can only be changed by a top-level administrator',
    zh: '菜单为所有账号共用，只能由顶级管理员修改',
  },
  'error.brandTopLevelOnly': {
    en: 'brands are shared by all accounts and can only be changed by a top-level administrator',
    zh: '品牌为所有账号共用，只能由顶级管理员修改',
  },
  'validation.color': {
    en: 'colour must be a hex colour such as #1677ff',
    zh: '颜色须为十六进制颜色，例如 #1677ff',
  },
  'error.wrongOldPassword': { en: 'current password is wrong', zh: '当前密码错误' },
  'error.codeInvalid': {
    en: 'verification code is wrong or has expired',
    zh: '验证码错误或已过期',
  },
  'error.codeTooFrequent': {
    en: 'a code was sent recently; wait {seconds} seconds before asking again',
    zh: '验证码已发送，请{seconds}秒后再试',
  },
  'error.contactNotBound': {
    en: 'no account uses this phone or mailbox',
    zh: '没有账号绑定该手机号或邮箱',
  },
  'error.notImage': {
    en: 'only PNG, JPEG, GIF or WebP images are accepted',
    zh: '仅支持 PNG、JPEG、GIF 或 WebP 图片',
  },
  'error.fileMissing': { en: 'no file was uploaded', zh: '未上传文件' },
  'validation.required': { en: '{field} cannot be empty', zh: '{field}不能为空' },
  'validation.invalid': { en: '{field} is invalid', zh: '{field}格式不正确' },
  'validation.email': {
    en: 'please enter a valid mailbox, for example name@example.com',
    zh: '请输入正确的邮箱地址，例如 name@example.com',
  },
  'validation.mobileRequired': { en: 'phone cannot be empty', zh: '手机号不能为空' },
  'validation.mobile': { en: 'please fill in phone correctly', zh: '请正确填写手机号' },
  'validation.contact': {
    en: 'please enter a phone number or a mailbox',
    zh: '请输入手机号或邮箱',
  },
  'validation.usernameRequired': { en: 'account cannot be empty', zh: '账号不能为空' },
  'validation.username': {
    en: 'account must be 6-20 letters, digits or underscores',
    zh: '账号须为6-20位字母、数字或下划线',
  },
  'validation.passwordRequired': { en: 'password cannot be empty', zh: '密码不能为空' },
  'validation.passwordLength': {
    en: 'password must be {min}-{max} characters',
    zh: '密码长度须为{min}-{max}位',
  },
  'validation.passwordSimple': {
    en: 'password must be {min}-{max} letters, digits or underscores',
    zh: '密码须为{min}-{max}位字母、数字或下划线',
  },
  'validation.passwordClasses': {
    en: 'password must contain at least three of: digits, lowercase letters, uppercase letters, special symbols',
    zh: '密码须包含数字、小写字母、大写字母、特殊符号中的至少三种',
  },
  'validation.passwordUsername': {
    en: 'password must not contain the username',
    zh: '密码不能包含用户名',
  },
  'validation.passwordRepeat': {
    en: 'password must not repeat a character more than three times in a row',
    zh: '密码不能有连续三个以上相同的字符',
  },
  'validation.passwordSequence': {
    en: 'password must not contain an ascending or descending digit sequence longer than three',
    zh: '密码不能包含超过三位的连续升序或降序数字',
  },
  'validation.codeRequired': { en: 'verification code cannot be empty', zh: '验证码不能为空' },
  'validation.selectRole': { en: 'please select a role', zh: '请选择角色' },
  'validation.validity': { en: 'please select the validity period', zh: '请选择有效期' },
  'success.saved': { en: 'Saved', zh: '保存成功' },
  'success.created': { en: 'Created', zh: '创建成功' },
  'success.updated': { en: 'Updated', zh: '修改成功' },
  'success.deleted': { en: 'Deleted', zh: '删除成功' },
  'success.uploaded': { en: 'Uploaded', zh: '上传成功' },
  'success.sent': { en: 'Sent', zh: '发送成功' },
  'success.bound': { en: 'Bound', zh: '绑定成功' },
  'success.read': { en: 'Marked as read', zh: '已读成功' },
  'success.ok': { en: 'Done', zh: '成功' },
} as const satisfies Record<string, Message>;

export const messages = {
  ...accessMessages,
  ...inputMessages,
  ...signInMessages,
  ...inventoryMessages,
  ...telemetryMessages,
  ...commandMessages,
  ...requestMessages,
  ...warningMessages,
  ...weatherMessages,
  ...cameraMessages,
  ...mediaMessages,
  ...programMessages,
  ...campaignMessages,
  ...ledScreenMessages,
  ...broadcastMessages,
  ...afterSaleMessages,
  ...wallLayoutMessages,
};

export type MessageKey = keyof typeof messages;
export type Language = 'en' | 'zh';

/** A message in both languages; `enOne` is its English for a `count` of exactly one. */
export interface Message {
  en: string;
  zh: string;
  enOne?: string;
}

/** The English words of a message for a count of one, when it has them. */
export function englishForOne(key: MessageKey): string | undefined {
  return (messages[key] as Message).enOne;
}

/** Fills `{name}` placeholders of a message in the given language, in the singular for a count of one. */
export function translate(
  key: MessageKey,
  lang: Language = 'en',
  params: Record<string, string | number> = {},
): string {
  const one = lang === 'en' && params.count === 1 ? englishForOne(key) : undefined;
  return (one ?? messages[key][lang]).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
