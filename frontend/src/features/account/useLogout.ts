import { useNavigate } from 'react-router';
import { describeError } from '../../api/errors.js';
import { useDialogs } from '../../ui/dialogs.js';
import { useLogoutMutation } from './accountApi.js';

/** Logs out and goes to the goodbye screen. */
export function useLogout(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  return async () => {
    try {
      await logout().unwrap();
      navigate('/account/goodbye');
    } catch (error) {
      await dialogs.message(describeError(error));
    }
  };
}
