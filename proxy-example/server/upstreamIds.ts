import { idSchema } from 'paykit/schemas';

const customerId = idSchema('cus_');
const taskId = idSchema('tsk_');

/** True for a customer id as the API writes it (`cus_` and letters and digits), safe to put in an upstream path. */
export const isCustomerId = (value: unknown): value is string => customerId.safeParse(value).success;

/** True for a task id as the API writes it (`tsk_` and letters and digits), safe to put in an upstream path. */
export const isTaskId = (value: unknown): value is string => taskId.safeParse(value).success;
