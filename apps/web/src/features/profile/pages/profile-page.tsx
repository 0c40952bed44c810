import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { userInfoQuery } from '../../../shared/api/queries';
import { Permitted } from '../../../shared/auth/permissions';
import { AvatarCard } from '../components/avatar-card';
import { BasicInfoCard } from '../components/basic-info-card';
import { BindContactCard } from '../components/bind-contact-card';
import { PasswordCard } from '../components/password-card';

/** Personal center: the account, its avatar, contact binding and password. */
export default function ProfilePage() {
  const { data: info } = useQuery(userInfoQuery);
  if (!info) return null;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <BasicInfoCard info={info} />
      </Col>
      <Col xs={24} xl={12}>
        <Permitted permission="profile:update">
          <AvatarCard info={info} />
        </Permitted>
      </Col>
      <Permitted permission="profile:update">
        <Col xs={24} xl={12}>
          <BindContactCard />
        </Col>
        <Col xs={24} xl={12}>
          <PasswordCard info={info} />
        </Col>
      </Permitted>
    </Row>
  );
}
