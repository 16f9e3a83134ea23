import { GALLERY_NAME_MAX_LENGTH } from '@fieldlink/domain';
import { DeleteOutlined, EditOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Drawer, Empty, Flex, Input, Popconfirm, Tabs, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { Permission } from '../../../access';
import { editorApi, type GalleryImage, type GalleryList } from '../editorApi';
import { useImageUrls } from '../hooks/useImageUrls';
import { GALLERY_ACCEPT, galleryFileProblem, galleryNameOf } from '../utils/galleryFile';

export const galleryQueryKey = ['scada', 'gallery'] as const;

export interface GalleryDrawerProps {
  open: boolean;
  onClose(): void;
  gallery: GalleryList | undefined;
  /** Use an image: set it on the selected image element, or add one. */
  onUse(image: GalleryImage): void;
  editable: boolean;
}

/** The gallery: system and company images; upload, rename and delete the company's (page shape keys). */
export function GalleryDrawer({ open, onClose, gallery, onUse, editable }: GalleryDrawerProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [tab, setTab] = useState<'system' | 'company'>('company');
  const [uploading, setUploading] = useState(false);
  const images = (open ? gallery?.[tab] : undefined) ?? [];
  const urls = useImageUrls(images.map((image) => image.id));
  const refresh = () => queryClient.invalidateQueries({ queryKey: galleryQueryKey });

  const upload = async (file: File) => {
    const problem = galleryFileProblem(file);
    if (problem) return void message.error(t(`messages:${problem}`));
    setUploading(true);
    try {
      await editorApi.upload(client, file, galleryNameOf(file.name));
      void message.success(t('scadaEditor:gallery.uploaded'));
      setTab('company');
      await refresh();
    } catch {
      // The client showed the server's message (type by content, size, SVG that cannot be read).
    } finally {
      setUploading(false);
    }
  };
  const rename = async (image: GalleryImage, name: string) => {
    if (!name.trim() || name === image.name) return;
    await editorApi.renameImage(client, image.id, name.trim());
    void message.success(t('scadaEditor:gallery.renamed'));
    await refresh();
  };
  const remove = async (image: GalleryImage) => {
    await editorApi.removeImage(client, image.id);
    void message.success(t('scadaEditor:gallery.deleted'));
    await refresh();
  };

  const grid = (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 12 }}>
      {images.map((image) => (
        <Card
          key={image.id}
          size="small"
          data-testid={`gallery-image-${image.id}`}
          cover={
            <div style={{ height: 96, display: 'grid', placeItems: 'center', background: '#f5f7fa' }}>
              {urls[image.id] ? (
                <img src={urls[image.id]} alt={image.name} style={{ maxWidth: '100%', maxHeight: 96, objectFit: 'contain' }} />
              ) : (
                <PictureOutlined style={{ fontSize: 28, color: '#94a3b8' }} />
              )}
            </div>
          }
          actions={[
            <Button
              key="use"
              type="link"
              size="small"
              disabled={!editable}
              onClick={() => onUse(image)}
              data-testid={`gallery-use-${image.id}`}
            >
              {t('scadaEditor:gallery.use')}
            </Button>,
            ...(image.system
              ? []
              : [
                  <Permission key="delete" page="shape" need="delete">
                    <Popconfirm
                      title={t('scadaEditor:gallery.deleteConfirm', { name: image.name })}
                      okText={t('access:actions.delete')}
                      cancelText={t('access:actions.cancel')}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => remove(image).catch(() => undefined)}
                    >
                      <Button
                        type="link"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('scadaEditor:gallery.delete')}
                        data-testid={`gallery-delete-${image.id}`}
                      />
                    </Popconfirm>
                  </Permission>,
                ]),
          ]}
        >
          <GalleryName image={image} onRename={(name) => rename(image, name).catch(() => undefined)} />
        </Card>
      ))}
    </div>
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('scadaEditor:gallery.title')}
      size={560}
      rootClassName="fl-toasts-beside"
      data-testid="gallery-drawer"
    >
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('scadaEditor:gallery.uploadHint')}
        </Typography.Text>
        <Permission page="shape" need="add">
          <Upload
            accept={GALLERY_ACCEPT}
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button type="primary" icon={<UploadOutlined />} loading={uploading} data-testid="gallery-upload">
              {t('scadaEditor:gallery.upload')}
            </Button>
          </Upload>
        </Permission>
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'system' | 'company')}
        items={[
          { key: 'company', label: t('scadaEditor:gallery.company') },
          { key: 'system', label: t('scadaEditor:gallery.system') },
        ]}
      />
      {images.length === 0 ? <Empty description={t('scadaEditor:gallery.empty')} /> : grid}
    </Drawer>
  );
}

/** A company image's name, renamed in place (with the edit key). */
function GalleryName({ image, onRename }: { image: GalleryImage; onRename(name: string): void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(image.name);
  if (editing) {
    return (
      <Input
        size="small"
        autoFocus
        value={name}
        maxLength={GALLERY_NAME_MAX_LENGTH}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => {
          setEditing(false);
          onRename(name);
        }}
        onPressEnter={() => {
          setEditing(false);
          onRename(name);
        }}
        data-testid={`gallery-name-input-${image.id}`}
      />
    );
  }
  return (
    <Flex align="center" gap={4}>
      <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }} title={image.name}>
        {image.name}
      </Typography.Text>
      {!image.system && (
        <Permission page="shape" need="edit">
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={t('scadaEditor:gallery.rename')}
            onClick={() => {
              setName(image.name);
              setEditing(true);
            }}
            data-testid={`gallery-rename-${image.id}`}
          />
        </Permission>
      )}
    </Flex>
  );
}
